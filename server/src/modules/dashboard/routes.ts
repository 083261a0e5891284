import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AdminDashboardDto, TamirciDashboardDto } from '@tamir/shared-api/dto';
import { actorOf } from '../../plugins/external/auth';
import { errorResponses } from '../../lib/route-schemas';

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['dashboard'];

  app.get('/admin', { schema: { tags, response: { 200: AdminDashboardDto, ...errorResponses(401, 403) } } }, async (request) =>
    app.dashboardService.admin(actorOf(request).user),
  );

  app.get('/tamirci', { schema: { tags, response: { 200: TamirciDashboardDto, ...errorResponses(401, 403) } } }, async (request) =>
    app.dashboardService.tamirci(actorOf(request).user),
  );
}
