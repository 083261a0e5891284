import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MSG } from '@tamir/shared-api/domain';
import { Type } from 'typebox';
import { IdParams, MessageBody, PlateParams, VehicleBody, VehicleDto, VehicleListQuery } from '@tamir/shared-api/dto';
import { actorOf } from '../../../plugins/external/auth';
import { errorResponses } from '../error-responses';

const fieldMessages = {
  required: {
    plateNumber: MSG.plateRequired,
    brand: MSG.brandModelRequired,
    kilometer: MSG.kilometerMin,
    ownerName: MSG.ownerNameRequired,
    driverPhone: MSG.driverPhoneRequired,
    companyId: MSG.companyRequired,
  },
  invalid: { plateNumber: MSG.plateInvalid, kilometer: MSG.kilometerMin, driverPhone: MSG.driverPhoneInvalid, companyId: MSG.companyRequired },
};

export default async function vehicleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['vehicles'];

  app.get('/', { schema: { tags, querystring: VehicleListQuery, response: { 200: Type.Array(VehicleDto), ...errorResponses(400, 401) } } }, async (request) =>
    app.vehicleService.list(request.query, actorOf(request)),
  );

  app.get('/search/:plate', { schema: { tags, params: PlateParams, response: { 200: VehicleDto, ...errorResponses(400, 401, 404) } } }, async (request) =>
    app.vehicleService.searchByPlate(request.params.plate, actorOf(request)),
  );

  app.post(
    '/',
    { schema: { tags, body: VehicleBody, response: { 201: VehicleDto, ...errorResponses(400, 401, 403, 409) } }, config: { fieldMessages } },
    async (request, reply) => reply.code(201).send(await app.vehicleService.create(request.body, actorOf(request), request)),
  );

  app.get('/:id', { schema: { tags, params: IdParams, response: { 200: VehicleDto, ...errorResponses(401, 404) } } }, async (request) =>
    app.vehicleService.get(Number(request.params.id), actorOf(request)),
  );

  app.put(
    '/:id',
    {
      schema: { tags, params: IdParams, body: VehicleBody, response: { 200: VehicleDto, ...errorResponses(400, 401, 403, 404, 409) } },
      config: { fieldMessages },
    },
    async (request) => app.vehicleService.update(Number(request.params.id), request.body, actorOf(request), request),
  );

  app.delete('/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody, ...errorResponses(401, 403, 404, 409) } } }, async (request) =>
    app.vehicleService.remove(Number(request.params.id), actorOf(request), request),
  );
}
