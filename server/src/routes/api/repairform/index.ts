import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MSG } from '@tamir/shared-api/domain';
import {
  FormLinkBody,
  FormLinkDto,
  IdParams,
  MessageBody,
  PublicFormDto,
  RepairFormBody,
  RepairFormDto,
  RepairFormListQuery,
  RepairFormPageDto,
  SendFormBody,
  TokenParams,
} from '@tamir/shared-api/dto';
import { actorOf } from '../../../plugins/external/auth';
import { errorResponses, noAuth } from '../error-responses';

export default async function repairFormRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['repair forms'];

  app.post(
    '/',
    {
      schema: { tags, body: RepairFormBody, response: { 201: RepairFormDto, ...errorResponses(400, 401) } },
      config: {
        fieldMessages: { required: { vehicleId: MSG.vehicleMissing, descriptionLines: MSG.faultLineRequired }, invalid: { vehicleId: MSG.vehicleMissing } },
      },
    },
    async (request, reply) => reply.code(201).send(await app.repairFormService.create(request.body, actorOf(request), request)),
  );

  app.get('/', { schema: { tags, querystring: RepairFormListQuery, response: { 200: RepairFormPageDto, ...errorResponses(400, 401) } } }, async (request) =>
    app.repairFormListService.list(request.query, actorOf(request)),
  );

  app.delete('/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody, ...errorResponses(401, 404) } } }, async (request) =>
    app.repairFormService.remove(Number(request.params.id), actorOf(request), request),
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
    app.repairFormService.get(Number(request.params.id), actorOf(request)),
  );

  app.post(
    '/:id/link',
    {
      schema: { tags, params: IdParams, body: FormLinkBody, response: { 201: FormLinkDto, ...errorResponses(400, 401, 404) } },
      // The body is optional: no body means the default validity.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => reply.code(201).send(await app.repairFormService.createLink(Number(request.params.id), request.body, actorOf(request), request)),
  );

  app.post(
    '/:id/send',
    {
      schema: { tags, params: IdParams, body: SendFormBody, response: { 200: MessageBody, ...errorResponses(400, 401, 404) } },
      config: { fieldMessages: { invalid: { email: MSG.emailInvalid, phone: MSG.phoneInvalid } } },
    },
    async (request) => app.formShareService.send(Number(request.params.id), request.body, actorOf(request), request),
  );
}
