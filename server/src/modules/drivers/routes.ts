import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DriverDto, DriverQuery, DriverStatisticsDto } from '@tamir/shared-api/dto';
import { actorOf } from '../../plugins/external/auth';
import { errorResponses } from '../../lib/route-schemas';

export default async function driverRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['drivers'];

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: DriverQuery,
        response: {
          200: Type.Array(DriverDto, { headers: { 'x-total-count': Type.Integer({ description: 'every match, over all pages' }) } }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { rows, total } = await app.driverService.list(request.query, actorOf(request).user);
      return reply.header('x-total-count', String(total)).send(rows);
    },
  );

  app.get('/statistics', { schema: { tags, response: { 200: DriverStatisticsDto, ...errorResponses(401, 403) } } }, async (request) =>
    app.driverService.statistics(actorOf(request).user),
  );
}
