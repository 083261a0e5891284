import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DriverDto, DriverQuery } from '@tamir/shared-api/dto';
import { actorOf } from '../../plugins/external/auth';
import { errorResponses } from '../../lib/route-schemas';

export default async function driverRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/',
    { schema: { tags: ['drivers'], querystring: DriverQuery, response: { 200: Type.Array(DriverDto), ...errorResponses(400, 401, 403) } } },
    async (request) => app.driverService.list(request.query, actorOf(request).user),
  );
}
