import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq, like, lt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MSG } from '@tamir/shared-api/domain';
import { systemLogs } from '../src/db/schema/index';
import { EXPORT_HEADERS } from '../src/modules/system-logs/export-writers';
import { LogRetention, RETENTION_MARK } from '../src/modules/system-logs/retention';
import { SystemLogAdminService } from '../src/modules/system-logs/search-service';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';
import { adminActor, daysAgo, seedLogs, setLogging, settleLogs } from './helpers/system-log-fixtures';

/** A minimal CSV reader for the export: ';'-separated, "-quoted with "" inside, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

/** 'YYYY-MM-DD HH:mm:ss' in İstanbul (UTC+3 in 2025). */
const istanbul = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The first entry's cells after its id and time, as an export writes them (null: an empty cell; numbers as the sheet keeps them). */
const FIRST_CELLS = [
  'Information',
  'ihracat',
  'Create',
  'Company',
  '7',
  'Şoför İğdır çalışması; "tırnak" ve\nyeni satır',
  null,
  null,
  '10.0.0.1',
  15,
  'POST',
  '/api/company',
  201,
];

const IN_RANGE = [
  {
    createdAt: new Date('2025-02-28T21:00:00.000Z'), // 1 March 00:00 İstanbul: the first instant of the range
    logLevel: 'Information',
    username: 'ihracat',
    userId: 7,
    action: 'Create',
    entityType: 'Company',
    entityId: '7',
    description: 'Şoför İğdır çalışması; "tırnak" ve\nyeni satır',
    ipAddress: '10.0.0.1',
    durationMs: 15,
    httpMethod: 'POST',
    requestPath: '/api/company',
    statusCode: 201,
  },
  {
    createdAt: new Date('2025-03-01T08:30:00.000Z'),
    logLevel: 'Error',
    username: 'ihracat',
    action: 'Error',
    entityType: 'System',
    description: 'POST /api/repairform → 500',
    errorMessage: 'Hata, virgül; noktalı',
    stackTrace: 'Error: Hata\n    at x (y.ts:1:1)',
    ipAddress: '10.0.0.2',
    durationMs: 700,
    httpMethod: 'POST',
    requestPath: '/api/repairform',
    statusCode: 500,
  },
  {
    createdAt: new Date('2025-03-01T08:30:00.000Z'), // the same instant: ids break the tie
    logLevel: 'Information',
    username: 'ihracat',
    action: 'Update',
    entityType: 'Vehicle',
    entityId: '9',
    description: 'Araç güncellendi',
  },
  {
    createdAt: new Date('2025-03-03T20:59:59.500Z'), // 3 March 23:59:59.5 İstanbul: the last day is whole
    logLevel: 'Warning',
    username: '-eksi',
    action: 'View',
    entityType: 'RepairForm',
    description: '=HYPERLINK("http://kotu.example")',
  },
];
const OUT_OF_RANGE = [
  { createdAt: new Date('2025-02-28T20:59:59.999Z'), logLevel: 'Information', description: 'Aralık öncesi' },
  { createdAt: new Date('2025-03-03T21:00:00.000Z'), logLevel: 'Information', description: 'Aralık sonrası' },
];

for (const kind of DATABASES) {
  describe(`system log export, clean-up and retention on ${kind}`, () => {
    let server: TestServer, admin: string;
    let seeded: (typeof systemLogs.$inferSelect)[];

    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
      seeded = await seedLogs(server, [...IN_RANGE, ...OUT_OF_RANGE]);
      // Two more rows in the range whose timestamps carry microseconds (as now() writes them).
      await server.app.db.execute(
        sql`insert into system_logs (created_at, log_level, description) values ('2025-03-02 10:00:00.123456+00', 'Information', 'Mikro 1'), ('2025-03-02 10:00:00.123456+00', 'Information', 'Mikro 2')`,
      );
    });
    after(() => server.close());

    const exportFile = async (body: Record<string, unknown>) => {
      const response = await fetch(`${server.url}/api/logs/export`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const expectedIds = async () => {
      const rows = await server.app.db
        .select({ id: systemLogs.id })
        .from(systemLogs)
        .where(sql`${systemLogs.createdAt} >= '2025-02-28T21:00:00Z' and ${systemLogs.createdAt} < '2025-03-03T21:00:00Z'`)
        .orderBy(systemLogs.createdAt, systemLogs.id);
      return rows.map((row) => row.id);
    };

    it('JSON: every row of the period, oldest first, as GET /logs/{id} gives it; the file name', async () => {
      const { response, bytes } = await exportFile({ startDate: '2025-03-01', endDate: '2025-03-03', format: 'JSON' });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-disposition'), 'attachment; filename="logs_2025-03-01_2025-03-03.json"');
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
      const entries = JSON.parse(bytes.toString('utf8')) as { id: number }[];
      assert.deepEqual(
        entries.map((e) => e.id),
        await expectedIds(),
      );
      assert.equal(entries.length, 6);
      for (const row of seeded.slice(0, IN_RANGE.length)) {
        const single = await server.request('GET', `/api/logs/${row.id}`, { token: admin });
        assert.deepEqual(
          entries.find((e) => e.id === row.id),
          single.body,
        );
      }
    });

    it('CSV: BOM, ; separated, quoted, Turkish letters intact, no formula, İstanbul times', async () => {
      const { response, bytes } = await exportFile({ startDate: '2025-03-01', endDate: '2025-03-03', format: 'CSV' });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-disposition'), 'attachment; filename="logs_2025-03-01_2025-03-03.csv"');
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM');
      const [header, ...rows] = parseCsv(bytes.toString('utf8').slice(1));
      assert.deepEqual(header, EXPORT_HEADERS);
      assert.deepEqual(
        rows.map((r) => Number(r[0])),
        await expectedIds(),
      );
      const first = rows.find((r) => Number(r[0]) === seeded[0].id)!;
      assert.deepEqual(first, [String(seeded[0].id), istanbul('2025-02-28T21:00:00.000Z'), ...FIRST_CELLS.map((cell) => (cell === null ? '' : String(cell)))]);
      assert.equal(first[1], '2025-03-01 00:00:00');
      const error = rows.find((r) => Number(r[0]) === seeded[1].id)!;
      assert.equal(error[8], 'Hata, virgül; noktalı');
      assert.equal(error[9], 'Error: Hata\n    at x (y.ts:1:1)');
      const formula = rows.find((r) => Number(r[0]) === seeded[3].id)!;
      assert.equal(formula[7], `'=HYPERLINK("http://kotu.example")`, 'a formula is written as text');
      assert.equal(formula[3], `'-eksi`);
    });

    it('Excel (the default): one sheet read back with exceljs equals the rows, dates in İstanbul time', async () => {
      const { response, bytes } = await exportFile({ startDate: '2025-03-01', endDate: '2025-03-03' });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-disposition'), 'attachment; filename="logs_2025-03-01_2025-03-03.xlsx"');
      assert.equal(response.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Loglar')!;
      const values = (n: number) => Array.from(sheet.getRow(n).values as unknown[]).slice(1);
      assert.deepEqual(values(1), EXPORT_HEADERS);
      assert.equal(sheet.rowCount, 7);
      const ids = Array.from({ length: 6 }, (_, i) => values(i + 2)[0]);
      assert.deepEqual(ids, await expectedIds());
      const first = values(ids.indexOf(seeded[0].id) + 2);
      assert.equal(first[0], seeded[0].id);
      assert.equal(first[1], '2025-03-01 00:00:00', 'İstanbul time, as text');
      assert.deepEqual(
        first.slice(2),
        FIRST_CELLS.map((cell) => cell ?? undefined),
      );
      const error = values(ids.indexOf(seeded[1].id) + 2);
      assert.equal(error[8], 'Hata, virgül; noktalı');
      assert.equal(error[14], 500);
    });

    it('filters the export by level, action and entity type, and logs each export', async () => {
      const { bytes } = await exportFile({ startDate: '2025-03-01', endDate: '2025-03-03', format: 'json', logLevel: 'Error' });
      assert.deepEqual(
        JSON.parse(bytes.toString()).map((e: { id: number }) => e.id),
        [seeded[1].id],
      );
      const byAction = await exportFile({ startDate: '2025-03-01', endDate: '2025-03-03', format: 'JSON', action: 'Update', entityType: 'Vehicle' });
      assert.deepEqual(
        JSON.parse(byAction.bytes.toString()).map((e: { id: number }) => e.id),
        [seeded[2].id],
      );
      const empty = await exportFile({ startDate: '2024-01-01', endDate: '2024-01-02', format: 'JSON' });
      assert.deepEqual(JSON.parse(empty.bytes.toString()), []);
      const timed = await exportFile({ startDate: '2025-03-01T08:00:00Z', endDate: '2025-03-01T09:00:00Z', format: 'JSON' });
      assert.equal(timed.response.headers.get('content-disposition'), 'attachment; filename="logs_2025-03-01_2025-03-01.json"');
      assert.equal(JSON.parse(timed.bytes.toString()).length, 2);

      await settleLogs(server);
      const rows = await server.app.db
        .select()
        .from(systemLogs)
        .where(
          and(
            eq(systemLogs.action, 'Export'),
            eq(systemLogs.entityType, 'System'),
            like(systemLogs.description, 'Loglar dışa aktarıldı (JSON, 2025-03-01 – 2025-03-03)%'),
          ),
        );
      assert.ok(rows.some((row) => row.description!.endsWith(': 6 kayıt') && row.username === ADMIN.username && row.logLevel === 'Information'));
      assert.ok(rows.some((row) => row.description!.endsWith(': 1 kayıt')));
    });

    it('reads the period in small batches without losing or repeating a row (ties, microseconds)', async () => {
      const actor = adminActor('POST', '/api/logs/export');
      const service = new SystemLogAdminService(server.app.db, server.app.systemLog, server.app.log, { exportBatchSize: 2 });
      const download = service.exportLogs({ startDate: '2025-03-01', endDate: '2025-03-03', format: 'JSON' }, actor);
      const chunks: Buffer[] = [];
      for await (const chunk of download.stream) chunks.push(chunk as Buffer);
      assert.equal(await download.done, 6);
      assert.deepEqual(
        JSON.parse(Buffer.concat(chunks).toString()).map((e: { id: number }) => e.id),
        await expectedIds(),
      );
    });

    it('stops an export whose download is abandoned, records it, and keeps serving', async () => {
      await server.app.db.execute(
        sql`insert into system_logs (created_at, log_level, description)
          select timestamptz '2024-06-01 00:00:00+03' + g * interval '1 second', 'Information', 'Yarım kalan dışa aktarım ' || g || ' ' || repeat('x', 200)
          from generate_series(1, 30000) g`,
      );
      for (const format of ['Excel', 'CSV']) {
        const controller = new AbortController();
        const response = await fetch(`${server.url}/api/logs/export`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          body: JSON.stringify({ startDate: '2024-06-01', endDate: '2024-06-01', format }),
          signal: controller.signal,
        });
        assert.equal(response.status, 200);
        const reader = response.body!.getReader();
        await reader.read();
        controller.abort();
        await reader.cancel().catch(() => undefined);
        let interrupted: unknown[] = [];
        for (let i = 0; i < 100 && interrupted.length === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          interrupted = await server.app.db
            .select()
            .from(systemLogs)
            .where(
              and(
                eq(systemLogs.action, 'Export'),
                eq(systemLogs.logLevel, 'Error'),
                like(systemLogs.description, `Log dışa aktarımı yarıda kaldı (${format}, 2024-06-01%`),
              ),
            );
        }
        assert.equal(interrupted.length, 1, `${format}: the interrupted export is an Error row`);
      }
      assert.equal((await server.request('GET', '/api/health')).status, 200);
    });

    it('refuses an export without both dates, or of an unknown format', async () => {
      const missing = await server.request('POST', '/api/logs/export', { token: admin, body: { format: 'CSV' } });
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.body.errors, { startDate: [MSG.logStartDateRequired], endDate: [MSG.logEndDateRequired] });
      const onlyStart = await server.request('POST', '/api/logs/export', { token: admin, body: { startDate: '2025-03-01' } });
      assert.deepEqual(onlyStart.body.errors, { endDate: [MSG.logEndDateRequired] });
      const pdf = await server.request('POST', '/api/logs/export', { token: admin, body: { startDate: '2025-03-01', endDate: '2025-03-02', format: 'PDF' } });
      assert.deepEqual(pdf.body.errors, { format: [MSG.logFormatInvalid] });
      const backwards = await server.request('POST', '/api/logs/export', { token: admin, body: { startDate: '2025-03-02', endDate: '2025-03-01' } });
      assert.deepEqual(backwards.body.errors, { endDate: [MSG.dateRangeInvalid] });
    });

    it('clean: refuses fewer than 30 days; deletes only rows older than daysToKeep; 90 by default; logged', async () => {
      for (const bad of ['29', '0', '-5', 'abc', '1e3']) {
        const reply = await server.request('DELETE', `/api/logs/clean?daysToKeep=${bad}`, { token: admin });
        assert.equal(reply.status, 400, bad);
        assert.equal(reply.body.message, MSG.validationFailed);
        assert.ok(reply.body.errors.daysToKeep[0] === MSG.logDaysToKeepMin(30) || bad === 'abc' || bad === '1e3', bad);
      }
      const [old, mid, recent] = await seedLogs(server, [
        { createdAt: daysAgo(100), logLevel: 'Information', description: 'Temizlik eski' },
        { createdAt: daysAgo(40), logLevel: 'Information', description: 'Temizlik orta' },
        { createdAt: daysAgo(10), logLevel: 'Information', description: 'Temizlik yeni' },
      ]);
      const [{ n: olderThan30 }] = await server.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(systemLogs)
        .where(lt(systemLogs.createdAt, daysAgo(30)));
      const reply = await server.request('DELETE', '/api/logs/clean?daysToKeep=30', { token: admin });
      assert.equal(reply.status, 200);
      assert.deepEqual(reply.body, { message: MSG.logsCleaned(olderThan30) });
      assert.match(reply.body.message, /^\d[\d.]* kayıt silindi$/);
      const left = new Set((await server.app.db.select({ id: systemLogs.id }).from(systemLogs)).map((r) => r.id));
      assert.ok(!left.has(old.id) && !left.has(mid.id) && left.has(recent.id));
      const logged = await server.app.db
        .select()
        .from(systemLogs)
        .where(
          and(eq(systemLogs.action, 'Delete'), eq(systemLogs.entityType, 'System'), like(systemLogs.description, 'Loglar temizlendi (son 30 gün saklandı)%')),
        );
      assert.equal(logged.length, 1);
      assert.equal(logged[0].username, ADMIN.username);

      const [keep85, drop95] = await seedLogs(server, [
        { createdAt: daysAgo(85), logLevel: 'Information', description: 'Temizlik 85' },
        { createdAt: daysAgo(95), logLevel: 'Information', description: 'Temizlik 95' },
      ]);
      const byDefault = await server.request('DELETE', '/api/logs/clean', { token: admin });
      assert.deepEqual(byDefault.body, { message: MSG.logsCleaned(1) });
      const after = new Set((await server.app.db.select({ id: systemLogs.id }).from(systemLogs)).map((r) => r.id));
      assert.ok(after.has(keep85.id) && !after.has(drop95.id));

      // The stored totals (migration 0012) follow the deletes: the whole log's figures equal a count of the rows.
      await settleLogs(server);
      const [counted] = await server.app.db
        .select({ n: sql<number>`count(*)::int`, errors: sql<number>`(count(*) filter (where log_level in ('Error','Critical')))::int` })
        .from(systemLogs);
      const whole = await server.request('GET', '/api/logs/statistics', { token: admin });
      assert.deepEqual([whole.body.totalLogs, whole.body.errorCount], [counted.n, counted.errors]);
      await settleLogs(server);
      const [{ n: rows }] = await server.app.db.select({ n: sql<number>`count(*)::int` }).from(systemLogs);
      const unfiltered = await server.request('POST', '/api/logs/search', { token: admin, body: { pageSize: 1 } });
      assert.equal(unfiltered.body.totalCount, rows);
    });

    it('clean deletes in batches until nothing older is left', async () => {
      await seedLogs(
        server,
        Array.from({ length: 11 }, (_, i) => ({ createdAt: daysAgo(200 + i), logLevel: 'Debug', description: `Toplu ${i}` })),
      );
      const service = new SystemLogAdminService(server.app.db, server.app.systemLog, server.app.log, { deleteBatchSize: 3 });
      const actor = adminActor('DELETE', '/api/logs/clean');
      const [{ n: older }] = await server.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(systemLogs)
        .where(lt(systemLogs.createdAt, daysAgo(60)));
      assert.ok(older >= 11);
      assert.deepEqual(await service.clean('60', actor), { message: MSG.logsCleaned(older) });
      const [{ n }] = await server.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(systemLogs)
        .where(lt(systemLogs.createdAt, daysAgo(60)));
      assert.equal(n, 0);
    });

    it('retention: once a day removes rows and log files older than retentionDays; one process runs it', async () => {
      await setLogging(server, { retentionDays: 20 });
      const [stale, fresh] = await seedLogs(server, [
        { createdAt: daysAgo(21), logLevel: 'Information', description: 'Saklama eski' },
        { createdAt: daysAgo(19), logLevel: 'Information', description: 'Saklama yeni' },
      ]);
      const dir = path.join(server.dataDir, 'logs');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'system-logs.1.jsonl'), '{}\n');
      writeFileSync(path.join(dir, 'system-logs.2.jsonl'), '{}\n');
      writeFileSync(path.join(dir, 'baska-dosya.txt'), 'x');
      const old = daysAgo(25);
      utimesSync(path.join(dir, 'system-logs.1.jsonl'), old, old);
      utimesSync(path.join(dir, 'baska-dosya.txt'), old, old);

      const first = new LogRetention(server.app.db, server.app.database.kind, server.app.systemLog, server.app.log, 1000);
      const second = new LogRetention(server.app.db, server.app.database.kind, server.app.systemLog, server.app.log, 1000);
      const results =
        kind === 'postgres'
          ? // Two runners at once on PostgreSQL: the advisory lock (then the day's mark) lets one through.
            await Promise.all([first.runDue(), second.runDue()])
          : // PGlite serves one process: the second run finds the day's mark.
            [await first.runDue(), await second.runDue()];
      assert.equal(results.filter((r) => r.ran).length, 1);
      const ran = results.find((r) => r.ran)!;
      assert.ok(ran.deletedRows >= 1);
      assert.equal(ran.deletedFiles, 1);
      const left = new Set((await server.app.db.select({ id: systemLogs.id }).from(systemLogs)).map((r) => r.id));
      assert.ok(!left.has(stale.id) && left.has(fresh.id));
      assert.deepEqual(readdirSync(dir).sort(), ['baska-dosya.txt', 'system-logs.2.jsonl']);
      const marks = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.action, 'Delete'), eq(systemLogs.entityType, 'System'), like(systemLogs.description, `${RETENTION_MARK} (20 gün)%`)));
      assert.equal(marks.length, 1);

      assert.equal((await first.runDue()).ran, false, 'not again the same day');
      assert.equal((await first.runDue(new Date(Date.now() + 25 * 3_600_000))).ran, true, 'due again a day later');
    });
  });
}
