import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { vehicleInputSchema, type VehicleInputValues } from '@tamir/shared-api/domain';
import { Type } from 'typebox';
import { IdParams, type IdParamValues, MessageBody, PlateParams, VehicleDto, VehicleListQuery } from '@tamir/shared-api/dto';
import { errorResponses } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';

export default async function vehicleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['vehicles'];

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: VehicleListQuery,
        response: {
          200: Type.Array(VehicleDto, { headers: { 'x-total-count': Type.Integer({ description: 'every match, over all pages' }) } }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const { rows, total } = await app.vehicleService.list(request.query, actorOf(request).user);
      return reply.header('x-total-count', String(total)).send(rows);
    },
  );

  app.get('/search/:plate', { schema: { tags, params: PlateParams, response: { 200: VehicleDto, ...errorResponses(400, 401, 404) } } }, async (request) =>
    app.vehicleService.searchByPlate(request.params.plate, actorOf(request).user),
  );

  app.post<{ Body: VehicleInputValues }>(
    '/',
    withBody(vehicleInputSchema, { tags, response: { 201: VehicleDto, ...errorResponses(400, 401, 403, 409) } }),
    async (request, reply) => reply.code(201).send(await app.vehicleService.create(request.body, actorOf(request))),
  );

  app.get('/:id', { schema: { tags, params: IdParams, response: { 200: VehicleDto, ...errorResponses(401, 404) } } }, async (request) =>
    app.vehicleService.get(Number(request.params.id), actorOf(request).user),
  );

  app.put<{ Body: VehicleInputValues; Params: IdParamValues }>(
    '/:id',
    withBody(vehicleInputSchema, { tags, params: IdParams, response: { 200: VehicleDto, ...errorResponses(400, 401, 403, 404, 409) } }),
    async (request) => app.vehicleService.update(Number(request.params.id), request.body, actorOf(request)),
  );

  app.delete('/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody, ...errorResponses(401, 403, 404, 409) } } }, async (request) =>
    app.vehicleService.remove(Number(request.params.id), actorOf(request)),
  );
}
