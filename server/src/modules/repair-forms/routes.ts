import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { formLinkInputSchema, repairFormInputSchema, sendFormSchema, type FormLinkInputValues, type RepairFormInputValues } from '@tamir/shared-api/domain';
import {
  FormLinkDto,
  IdParams,
  MessageBody,
  PublicFormDto,
  RepairFormDto,
  RepairFormListQuery,
  RepairFormPageDto,
  RepairFormSummaryDto,
  TokenParams,
  type IdParamValues,
} from '@tamir/shared-api/dto';
import { errorResponses, noAuth } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';

const tags = ['repair forms'];

/** /repairform: create, list, read, delete, share and the public page of repair forms. */
export default async function repairFormRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post<{ Body: RepairFormInputValues }>(
    '/',
    {
      ...withBody(repairFormInputSchema, { tags, response: { 201: RepairFormDto, ...errorResponses(400, 401) } }),
    },
    async (request, reply) => reply.code(201).send(await app.repairFormService.create(request.body, actorOf(request))),
  );

  app.get('/', { schema: { tags, querystring: RepairFormListQuery, response: { 200: RepairFormPageDto, ...errorResponses(400, 401) } } }, async (request) =>
    app.repairFormListService.list(request.query, actorOf(request).user),
  );

  app.delete('/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody, ...errorResponses(401, 404) } } }, async (request) =>
    app.repairFormService.remove(Number(request.params.id), actorOf(request)),
  );

  app.get(
    '/public/:token',
    {
      schema: { tags, ...noAuth, params: TokenParams, response: { 200: PublicFormDto, ...errorResponses(404, 429) } },
      config: { public: true, rateLimit: { max: app.config.publicFormRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request) => app.repairFormService.getPublic(request.params.token),
  );

  app.get('/:id', { schema: { tags, params: IdParams, response: { 200: RepairFormDto, ...errorResponses(401, 404) } } }, async (request) =>
    app.repairFormService.get(Number(request.params.id), actorOf(request).user),
  );

  app.post<{ Body: FormLinkInputValues; Params: IdParamValues }>(
    '/:id/link',
    {
      ...withBody(formLinkInputSchema, { tags, params: IdParams, response: { 201: FormLinkDto, ...errorResponses(400, 401, 404) } }),
      // The body is optional: no body means the default validity.
      preValidation: async (request) => {
        request.body ??= {} as FormLinkInputValues;
      },
    },
    async (request, reply) => reply.code(201).send(await app.repairFormService.createLink(Number(request.params.id), request.body, actorOf(request))),
  );

  app.post(
    '/:id/send',
    {
      ...withBody(sendFormSchema, { tags, params: IdParams, response: { 200: MessageBody, ...errorResponses(400, 401, 404) } }),
    },
    async (request) => app.formShareService.send(Number(request.params.id), request.body, actorOf(request)),
  );
}

/** GET /forms/vehicle/{id}: the spec's path for a vehicle's forms. */
export async function vehicleFormRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/vehicle/:id',
    { schema: { tags, params: IdParams, response: { 200: Type.Array(RepairFormSummaryDto), ...errorResponses(401, 404) } } },
    async (request) => app.repairFormListService.forVehicle(Number(request.params.id), actorOf(request).user),
  );
}
