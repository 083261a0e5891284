import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { repairShopCreateSchema, repairShopUpdateSchema, type RepairShopCreateValues, type RepairShopUpdateValues } from '@tamir/shared-api/domain';
import {
  IdParams,
  MessageBody,
  RepairShopCompanyDto,
  RepairShopCompanyParams,
  RepairShopDto,
  RepairShopListQuery,
  RepairShopStatisticsDto,
  type IdParamValues,
} from '@tamir/shared-api/dto';
import { isAdmin } from '../../lib/caller';
import { forbidden } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';

const tags = ['repair shops'];
const TOTAL_HEADER = 'x-total-count';
const PageQuery = Type.Object({
  page: RepairShopListQuery.properties.page,
  pageSize: RepairShopListQuery.properties.pageSize,
});
const totalHeader = { headers: { [TOTAL_HEADER]: Type.Integer({ description: 'every matching row, over all pages' }) } };

/** Admin-only routes answer 403 before their body is read, so a Tamirci learns nothing of its rules. */
async function adminOnly(request: FastifyRequest): Promise<void> {
  if (!isAdmin(actorOf(request).user)) throw forbidden();
}

/** /repairshop (administration §7): list, statistics, read, create, update, delete, and the shop's company links. */
export default async function repairShopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = () => app.repairShopService;

  app.get(
    '/',
    { schema: { tags, querystring: RepairShopListQuery, response: { 200: Type.Array(RepairShopDto, totalHeader), ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const { rows, total } = await service().list(request.query, actorOf(request).user);
      return reply.header(TOTAL_HEADER, String(total)).send(rows);
    },
  );

  app.get(
    '/statistics',
    { preValidation: adminOnly, schema: { tags, response: { 200: RepairShopStatisticsDto, ...errorResponses(401, 403) } } },
    async (request) => service().statistics(actorOf(request).user),
  );

  app.get(
    '/:id',
    { preValidation: adminOnly, schema: { tags, params: IdParams, response: { 200: RepairShopDto, ...errorResponses(401, 403, 404) } } },
    async (request) => service().get(Number(request.params.id), actorOf(request).user),
  );

  app.post<{ Body: RepairShopCreateValues }>(
    '/',
    {
      preValidation: adminOnly,
      ...withBody(repairShopCreateSchema, { tags, response: { 201: RepairShopDto, ...errorResponses(400, 401, 403, 409) } }),
    },
    async (request, reply) => reply.code(201).send(await service().create(request.body, actorOf(request))),
  );

  app.put<{ Body: RepairShopUpdateValues; Params: IdParamValues }>(
    '/:id',
    {
      preValidation: adminOnly,
      ...withBody(repairShopUpdateSchema, { tags, params: IdParams, response: { 200: RepairShopDto, ...errorResponses(400, 401, 403, 404, 409) } }),
    },
    async (request) => service().update(Number(request.params.id), request.body, actorOf(request)),
  );

  app.delete(
    '/:id',
    { preValidation: adminOnly, schema: { tags, params: IdParams, response: { 200: MessageBody, ...errorResponses(401, 403, 404, 409) } } },
    async (request) => service().remove(Number(request.params.id), actorOf(request)),
  );

  app.get(
    '/:id/companies',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Type.Array(RepairShopCompanyDto, totalHeader), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await service().companies(Number(request.params.id), request.query, actorOf(request).user);
      return reply.header(TOTAL_HEADER, String(total)).send(rows);
    },
  );

  app.post(
    '/:id/companies/:companyId',
    { preValidation: adminOnly, schema: { tags, params: RepairShopCompanyParams, response: { 200: MessageBody, ...errorResponses(401, 403, 404) } } },
    async (request) => service().linkCompany(Number(request.params.id), Number(request.params.companyId), actorOf(request)),
  );

  app.delete(
    '/:id/companies/:companyId',
    { preValidation: adminOnly, schema: { tags, params: RepairShopCompanyParams, response: { 200: MessageBody, ...errorResponses(401, 403, 404) } } },
    async (request) => service().unlinkCompany(Number(request.params.id), Number(request.params.companyId), actorOf(request)),
  );
}
