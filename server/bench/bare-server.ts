/**
 * The floor the API is measured against: a bare Fastify route (no logger, no hooks, no auth) that
 * runs the same single indexed plate lookup on the same data, on PGlite or PostgreSQL.
 * Env: PORT, DATA_DIR (PGlite) or DATABASE_URL. Prints "listening <port>" when ready.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const LOOKUP = `select v.id, v.plate_number, v.brand, v.model, v.kilometer, v.owner_name, v.driver_phone_enc, c.id as company_id, c.name as company_name
  from vehicles v join companies c on c.id = v.company_id where v.plate_number = $1`;

type Lookup = (plate: string) => Promise<unknown[]>;

async function openLookup(): Promise<{ lookup: Lookup; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    return { lookup: async (plate) => (await pool.query({ name: 'plate', text: LOOKUP, values: [plate] })).rows, close: () => pool.end() };
  }
  const client = await PGlite.create(path.join(process.env.DATA_DIR ?? './data', 'pglite'), { extensions: { pg_trgm } });
  return { lookup: async (plate) => (await client.query(LOOKUP, [plate])).rows, close: () => client.close() };
}

const { lookup, close } = await openLookup();
const app = Fastify({ logger: false });
app.get<{ Params: { plate: string } }>('/plate/:plate', async (request, reply) => {
  const [row] = await lookup(request.params.plate);
  return row ? row : reply.code(404).send({ message: 'yok' });
});
app.addHook('onClose', close);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
