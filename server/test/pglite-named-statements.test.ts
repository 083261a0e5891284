import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { namedStatements } from '../src/db/pglite-named-statements';
import { createTenant, createVehicle } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

/** The server's named statements on PGlite, with how often each ran (PostgreSQL counts them itself). */
async function namedOnServer(server: TestServer): Promise<{ statement: string; runs: number }[]> {
  const result = await server.app.db.execute(
    sql.raw(`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where name like 'tf_named_%'`),
  );
  return result.rows as { statement: string; runs: number }[];
}

describe('statements prepared with a name keep their plan on PGlite', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer('pglite');
  });
  after(() => server.close());

  it('runs plate search as one named statement, the same answers every time, and again after DEALLOCATE ALL', async () => {
    const tenant = await createTenant(server);
    const vehicle = await createVehicle(server, { companyId: tenant.companyId, ownerName: 'Ayşe Şoför' });
    const search = () => server.request('GET', `/api/vehicles/search/${vehicle.plate}`, { token: tenant.token });

    const first = await search();
    assert.equal(first.status, 200);
    assert.equal(first.body.ownerName, 'Ayşe Şoför');
    for (let i = 0; i < 9; i += 1) assert.deepEqual((await search()).body, first.body);
    const plateStatement = (await namedOnServer(server)).find((row) => row.statement.includes('"plate_number" = $'));
    assert.ok(plateStatement, 'the plate lookup is a named statement of the session');
    assert.ok(plateStatement.runs >= 10, `it ran as that statement (${plateStatement.runs} times)`);

    // A backup's pg_dump ends with DEALLOCATE ALL in the same session.
    await server.app.db.execute(sql.raw('deallocate all'));
    assert.deepEqual((await search()).body, first.body);
    assert.equal((await server.request('GET', '/api/vehicles/search/34ZZZ999', { token: tenant.token })).status, 404);
  });
});

describe('namedStatements on a bare PGlite', () => {
  let client: PGlite;
  before(async () => {
    client = await PGlite.create();
  });
  after(() => client.close());

  it('serialises parameters by their described types, reports an error and keeps working after it', async () => {
    const run = namedStatements(client);
    const text = 'select $1::int + 1 as next, $2::text as label, $3::timestamptz as at';
    const at = new Date('2026-11-26T10:00:00Z');
    const ok = await run('probe', text, [41, 'çalışıyor', at]);
    assert.deepEqual(ok.rows, [{ next: 42, label: 'çalışıyor', at }]);

    await assert.rejects(run('probe', text, ['kırk', 'x', at]), (error: { code?: string }) => error.code === '22P02');
    const again = await run('probe', text, [1, null, at], { rowMode: 'array' });
    assert.deepEqual(again.rows, [[2, null, at]]);

    const kept = await client.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like 'tf_named_%'`);
    assert.equal(kept.rows[0].n, 1, 'one statement for one name and text');
  });
});
