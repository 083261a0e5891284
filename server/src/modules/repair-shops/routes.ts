import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RepairShopOptionDto } from '@tamir/shared-api/dto';
import { actorOf } from '../../plugins/external/auth';
import { errorResponses } from '../../lib/route-schemas';

export default async function repairShopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/', { schema: { tags: ['repair shops'], response: { 200: Type.Array(RepairShopOptionDto), ...errorResponses(401) } } }, async (request) =>
    app.repairShopService.options(actorOf(request).user),
  );
}
