import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, RepairFormSummaryDto } from '@tamir/shared-api/dto';
import { actorOf } from '../../../plugins/external/auth';
import { errorResponses } from '../error-responses';

/** GET /forms/vehicle/{id}: the spec's path for a vehicle's forms. */
export default async function formRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/vehicle/:id',
    { schema: { tags: ['repair forms'], params: IdParams, response: { 200: Type.Array(RepairFormSummaryDto), ...errorResponses(401, 404) } } },
    async (request) => app.repairFormListService.forVehicle(Number(request.params.id), actorOf(request)),
  );
}
