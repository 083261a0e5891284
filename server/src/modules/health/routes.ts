import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { ErrorBody } from '@tamir/shared-api/dto';
import { noAuth } from '../../lib/route-schemas';
import { notReadyReason } from './readiness';

/**
 * Liveness (/api/health: the process answers and reaches its database) and readiness
 * (/api/health/ready: the database answers and its migrations are those of this build, and the
 * process neither sheds load nor drains), for load balancers, orchestrators and the browser tests'
 * start-up wait. While the server sheds load, /api/health answers 503 with Retry-After and says so,
 * without touching the database.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/',
    {
      schema: {
        tags: ['system'],
        ...noAuth,
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          503: Type.Object({ status: Type.Literal('overloaded'), message: Type.String() }),
        },
      },
      config: { public: true },
    },
    async (_request, reply) => {
      const pressure = app.pressure();
      if (pressure.underPressure) {
        return reply
          .code(503)
          .header('Retry-After', String(pressure.retryAfterSeconds))
          .send({ status: 'overloaded' as const, message: MSG.serverBusy });
      }
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
      // A draining or shedding process takes no new calls: the balancer is told at once.
      const pressure = app.pressure();
      if (pressure.draining) return reply.code(503).header('retry-after', '5').send({ message: MSG.notReadyStopping });
      if (pressure.underPressure) return reply.code(503).header('retry-after', String(pressure.retryAfterSeconds)).send({ message: MSG.serverBusy });
      const reason = await notReadyReason(app.db);
      if (reason) return reply.code(503).header('retry-after', '5').send({ message: reason });
      return { status: 'ready' as const };
    },
  );
}
