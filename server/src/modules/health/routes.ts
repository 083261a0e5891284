import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';
import { ErrorBody } from '@tamir/shared-api/dto';
import { noAuth } from '../../lib/route-schemas';
import { notReadyReason } from './readiness';

/**
 * Liveness (/api/health: the process answers and reaches its database) and readiness
 * (/api/health/ready: the database answers and its migrations are those of this build), for load
 * balancers, orchestrators and the browser tests' start-up wait.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/',
    { schema: { tags: ['system'], ...noAuth, response: { 200: Type.Object({ status: Type.Literal('ok') }) } }, config: { public: true } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    {
      schema: { tags: ['system'], ...noAuth, response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: ErrorBody } },
      config: { public: true },
    },
    async (_request, reply) => {
      const reason = await notReadyReason(app.db);
      if (reason) return reply.code(503).header('retry-after', '5').send({ message: reason });
      return { status: 'ready' as const };
    },
  );
}
