/**
 * The floor the API is measured against: a bare Fastify route (no logger, no hooks, no auth, no
 * log row) that runs the very SQL of the API's plate lookup (vehicles/queries.ts lookupQuery) on
 * the same data, on PGlite or PostgreSQL, and sends the row as JSON.
 * Env: PORT, DATA_DIR (PGlite) or DATABASE_URL. Listens on 127.0.0.1.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pgliteOptions } from '../src/db/client';
import { namedStatements } from '../src/db/pglite-named-statements';
import { vehicles } from '../src/db/schema/index';
import { lookupQuery } from '../src/modules/vehicles/queries';

const lookup = lookupQuery(drizzle.mock(), eq(vehicles.plateNumber, sql.placeholder('key'))).toSQL();
/** The statement's parameters for one plate, as a Tamirci of shop 1 would ask. */
const paramsFor = (plate: string) => lookup.params.map((param) => ((param as { name?: string }).name === 'key' ? plate : 1));

type Lookup = (plate: string) => Promise<unknown[]>;

async function openLookup(): Promise<{ find: Lookup; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    return { find: async (plate) => (await pool.query({ name: 'plate', text: lookup.sql, values: paramsFor(plate) })).rows, close: () => pool.end() };
  }
  const client = await PGlite.create(path.join(process.env.DATA_DIR ?? './data', 'pglite'), pgliteOptions());
  // A named statement, as on PostgreSQL above and as the API runs its prepared lookup on PGlite.
  const named = namedStatements(client);
  return { find: async (plate) => (await named('plate', lookup.sql, paramsFor(plate))).rows, close: () => client.close() };
}

const { find, close } = await openLookup();
const app = Fastify({ logger: false });
app.get<{ Params: { plate: string } }>('/plate/:plate', async (request, reply) => {
  const [row] = await find(request.params.plate);
  return row ? row : reply.code(404).send({ message: 'yok' });
});
app.addHook('onClose', close);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
