import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { keepNamedPlans, namedStatements } from '../src/db/pglite-named-statements';
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

describe('unnamed statements through keepNamedPlans on a bare PGlite', () => {
  let plain: PGlite;
  let kept: PGlite;
  before(async () => {
    [plain, kept] = await Promise.all([PGlite.create(), PGlite.create()]);
    keepNamedPlans(kept, drizzle({ client: kept }));
    const table = 'create table probe (id serial primary key, at timestamptz, tags text[], doc jsonb, ok boolean, n bigint)';
    await Promise.all([plain.exec(table), kept.exec(table)]);
  });
  after(() => Promise.all([plain.close(), kept.close()]));

  it('answers as PGlite itself does: parameters of every kind, rows, counts, row mode, errors and recovery', async () => {
    const at = new Date('2026-11-27T08:30:00Z');
    const insert = 'insert into probe (at, tags, doc, ok, n) values ($1, $2, $3, $4, $5), ($1, $6, null, $7, null) returning id, at, tags, doc, ok, n';
    const params = [at, ['fren', 'yağ, filtre', 'say "a"'], { plaka: '34 ABC 123', satırlar: [1, 2] }, true, 9_007_199_254_740_993n, [], false];
    const both = await Promise.all([plain.query(insert, params), kept.query(insert, params)]);
    assert.deepEqual(both[1], both[0]);
    assert.equal(both[1].affectedRows, 2);
    assert.deepEqual(both[1].rows[0], {
      id: 1,
      at,
      tags: ['fren', 'yağ, filtre', 'say "a"'],
      doc: { plaka: '34 ABC 123', satırlar: [1, 2] },
      ok: true,
      n: 9_007_199_254_740_993n,
    });

    const update = 'update probe set ok = not ok where id = any($1::int[])';
    const updated = await Promise.all([plain.query(update, [[1, 2]]), kept.query(update, [[1, 2]])]);
    assert.deepEqual(updated[1], updated[0]);
    assert.equal(updated[1].affectedRows, 2);

    const select = 'select id, ok from probe where at = $1 order by id';
    const arrays = await Promise.all([plain.query(select, [at], { rowMode: 'array' }), kept.query(select, [at], { rowMode: 'array' })]);
    assert.deepEqual(arrays[1], arrays[0]);
    assert.deepEqual(arrays[1].rows, [
      [1, false],
      [2, true],
    ]);

    // A bad value fails at bind, a bad statement at parse: each is reported with the statement, and the session goes on.
    await assert.rejects(
      kept.query('select $1::int as n', ['kırk']),
      (error: { code?: string; query?: string }) => error.code === '22P02' && error.query === 'select $1::int as n',
    );
    await assert.rejects(kept.query('selec 1'), (error: { code?: string }) => error.code === '42601');
    assert.deepEqual((await kept.query('select count(*)::int as n from probe')).rows, [{ n: 2 }]);
    assert.deepEqual((await kept.query('select 1 as one where false')).rows, []);
  });
});
