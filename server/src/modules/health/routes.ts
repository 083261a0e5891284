import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';
import { noAuth } from '../../lib/route-schemas';

/** Liveness and database reachability, for load balancers and the browser tests' start-up wait. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/',
    { schema: { tags: ['system'], ...noAuth, response: { 200: Type.Object({ status: Type.Literal('ok') }) } }, config: { public: true } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
}
