import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { companyInputSchema, companyUpdateSchema, type CompanyInputValues, type CompanyUpdateValues } from '@tamir/shared-api/domain';
import {
  CompanyDto,
  CompanyQuery,
  CompanyStatisticsDto,
  CompanyStatisticsQuery,
  CompanyUserDto,
  CompanyVehicleDto,
  CreatedId,
  IdParams,
  MessageBody,
  PageQuery,
  type IdParamValues,
} from '@tamir/shared-api/dto';
import { errorResponses } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';

/** Customer companies (administration §2.3, §7 Companies). Tenancy in the service: a Tamirci reaches only their shop's companies. */
export default async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['companies'];

  app.get(
    '/',
    { schema: { tags, querystring: CompanyQuery, response: { 200: Type.Array(CompanyDto), ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const result = await app.companyService.list(actorOf(request).user, request.query);
      reply.header('x-total-count', String(result.totalCount));
      return result.rows;
    },
  );

  app.get(
    '/statistics',
    { schema: { tags, querystring: CompanyStatisticsQuery, response: { 200: CompanyStatisticsDto, ...errorResponses(400, 401) } } },
    async (request) => app.companyService.statistics(actorOf(request).user, request.query.repairShopId),
  );

  app.post<{ Body: CompanyInputValues }>(
    '/',
    { ...withBody(companyInputSchema, { tags, response: { 201: CreatedId, ...errorResponses(400, 401, 409) } }) },
    async (request, reply) => reply.code(201).send(await app.companyService.create(request.body, actorOf(request))),
  );

  app.get('/:id', { schema: { tags, params: IdParams, response: { 200: CompanyDto, ...errorResponses(401, 404) } } }, async (request) =>
    app.companyService.get(Number(request.params.id), actorOf(request).user),
  );

  app.put<{ Body: CompanyUpdateValues; Params: IdParamValues }>(
    '/:id',
    {
      ...withBody(companyUpdateSchema, { tags, params: IdParams, response: { 200: CompanyDto, ...errorResponses(400, 401, 404, 409) } }),
    },
    async (request) => app.companyService.update(Number(request.params.id), request.body, actorOf(request)),
  );

  app.delete('/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody, ...errorResponses(401, 404, 409) } } }, async (request) =>
    app.companyService.remove(Number(request.params.id), actorOf(request)),
  );

  app.get('/:id/users', { schema: { tags, params: IdParams, response: { 200: Type.Array(CompanyUserDto), ...errorResponses(401, 404) } } }, async (request) =>
    app.companyService.users(Number(request.params.id), actorOf(request).user),
  );

  app.get(
    '/:id/vehicles',
    { schema: { tags, params: IdParams, querystring: PageQuery, response: { 200: Type.Array(CompanyVehicleDto), ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      const result = await app.companyService.vehicles(Number(request.params.id), actorOf(request).user, request.query);
      reply.header('x-total-count', String(result.totalCount));
      return result.rows;
    },
  );
}
