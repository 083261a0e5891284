import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SettingsLogEntryDto, SettingsLogQuery } from '@tamir/shared-api/dto';
import { isAdmin } from '../../lib/caller';
import { forbidden } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/external/auth';

/** GET /settings/logs (administration §7 Settings): the simple entries, the total in x-total-count. Admin only. */
export default async function settingsLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/logs',
    {
      schema: { tags: ['system-logs'], querystring: SettingsLogQuery, response: { 200: Type.Array(SettingsLogEntryDto), ...errorResponses(400, 401, 403) } },
      preValidation: async (request) => {
        if (!isAdmin(actorOf(request).user)) throw forbidden();
      },
    },
    async (request, reply) => {
      const page = await app.systemLogAdmin.settingsList(request.query, actorOf(request));
      reply.header('x-total-count', String(page.totalCount));
      if (page.capped) reply.header('x-total-count-capped', 'true');
      return page.rows;
    },
  );
}
