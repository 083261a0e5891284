import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { noAuth } from '../../lib/route-schemas';

/**
 * Liveness and database reachability, for load balancers and the browser tests' start-up wait.
 * While the server sheds load it answers 503 with Retry-After and says so, without touching the database.
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
}
