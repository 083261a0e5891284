import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SettingsDto } from '@tamir/shared-api/dto';
import { actorOf } from '../../plugins/external/auth';
import { errorResponses } from '../../lib/route-schemas';

export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['settings'];

  app.get('/', { schema: { tags, response: { 200: SettingsDto, ...errorResponses(401) } } }, async (request) =>
    app.settingsService.forUser(actorOf(request).user),
  );
}
