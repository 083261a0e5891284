import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPglite, type Db } from '../../db/client';
import { acquireDataDirLock } from '../../db/data-dir-lock';
import * as schema from '../../db/schema/index';
import { dumpPglite } from './dump';
import { applyMigrations } from './migrations';
import { runRestoreScript } from './restore-script';
import { SqlStatementSplitter } from './sql-script';

export interface MoveOptions {
  /** The installation's DATA_DIR (its PGlite database is DATA_DIR/pglite). */
  dataDir: string;
  /** postgres://… of the target database. Holds a password: never printed. */
  targetUrl: string;
  /** Replace what the target's public and drizzle schemas hold. */
  force?: boolean;
  print?: (line: string) => void;
}

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

/** The move refused or failed; the message is for the person at the terminal (Turkish / English). */
export class MoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveError';
  }
}

/** host:port/database of a URL, without its user and password. */
export function describeTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

async function tablesOf(db: Db): Promise<string[]> {
  const result = await db.execute<{ name: string }>(
    sql.raw(
      "select table_schema || '.' || table_name as name from information_schema.tables " +
        "where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by table_schema desc, table_name",
    ),
  );
  return (result.rows as Array<{ name: string }>).map((row) => row.name);
}

async function countsOf(db: Db, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [schemaName, name] = table.split('.');
    const result = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${schemaName}"."${name}"`));
    counts.set(table, Number((result.rows[0] as { n: number }).n));
  }
  return counts;
}

/**
 * `npm run db:move -- postgres://…`: moves an embedded installation (DATA_DIR's PGlite) to an empty
 * PostgreSQL database in one step. The server must be stopped (the data-directory lock says so);
 * the source is only read. The dump is restored in one transaction, the migrations brought up to
 * date, and the row count of every table compared with the source before it commits: on any
 * difference nothing is written. A target with tables is refused unless `force`.
 */
export async function moveEmbeddedToPostgres(options: MoveOptions): Promise<TableCount[]> {
  const print = options.print ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  if (!existsSync(path.join(dataDir, 'pglite'))) {
    throw new MoveError(`Gömülü veritabanı bulunamadı / no embedded database in ${path.join(dataDir, 'pglite')}`);
  }
  // Throws DataDirLockedError while a server runs on the directory.
  const lock = await acquireDataDirLock(dataDir);
  const target = new pg.Client({ connectionString: options.targetUrl });
  let source: Awaited<ReturnType<typeof openPglite>> | null = null;
  try {
    try {
      await target.connect();
    } catch (error) {
      throw new MoveError(`PostgreSQL'e bağlanılamadı / cannot connect to ${describeTarget(options.targetUrl)}: ${(error as Error).message}`);
    }
    const targetDb = drizzlePg({ client: target, schema }) as unknown as Db;
    const existing = await tablesOf(targetDb);
    if (existing.length > 0 && !options.force) {
      throw new MoveError(
        `Hedef veritabanı boş değil (${existing.length} tablo) / the target database is not empty (${existing.length} tables): ` +
          `${describeTarget(options.targetUrl)}. Boş bir veritabanı verin ya da içeriğini silmek için --force ekleyin / give an empty database, or add --force to replace its contents.`,
      );
    }

    source = await openPglite(dataDir);
    const sourceTables = await tablesOf(source.db);
    const sourceCounts = await countsOf(source.db, sourceTables);
    print(`Kaynak / source: ${path.join(dataDir, 'pglite')} (${sourceTables.length} tablo / tables)`);
    const started = Date.now();
    const script = await dumpPglite((source.db as unknown as { $client: Parameters<typeof dumpPglite>[0] }).$client);
    print(`Döküm alındı / dumped: ${(Buffer.byteLength(script) / 1024 / 1024).toFixed(1)} MB, ${Date.now() - started} ms`);

    const rows = await targetDb.transaction(async (tx) => {
      async function* statements() {
        const splitter = new SqlStatementSplitter();
        for (let at = 0; at < script.length; at += 1 << 20) yield* splitter.push(script.slice(at, at + (1 << 20)));
        yield* splitter.end();
      }
      const restored = await runRestoreScript(tx, statements());
      const migrations = await applyMigrations(tx);
      if (restored.skipped.length) print(`Bu sunucuda olmayan ayarlar atlandı / settings unknown to this server skipped: ${restored.skipped.join(', ')}`);
      if (migrations) print(`Hedefte ${migrations} geçiş uygulandı / ${migrations} migrations applied on the target`);
      const targetCounts = await countsOf(tx, sourceTables);
      const table = sourceTables.map((name) => ({ table: name, source: sourceCounts.get(name) ?? 0, target: targetCounts.get(name) ?? 0 }));
      // The migrations table grows when the source was older; every other table must match exactly.
      const different = table.filter((row) => row.source !== row.target && !(migrations > 0 && row.table === 'drizzle.__drizzle_migrations'));
      if (different.length > 0) {
        throw new MoveError(
          `Satır sayıları tutmuyor, hiçbir şey yazılmadı / row counts differ, nothing was written: ` +
            different.map((row) => `${row.table} ${row.source}→${row.target}`).join(', '),
        );
      }
      return table;
    });

    const width = Math.max(...rows.map((row) => row.table.length), 5);
    print(`${'tablo / table'.padEnd(width)}  kaynak / source  hedef / target`);
    for (const row of rows) print(`${row.table.padEnd(width)}  ${String(row.source).padStart(15)}  ${String(row.target).padStart(14)}`);
    print(`Taşındı / moved to ${describeTarget(options.targetUrl)} in ${Date.now() - started} ms.`);
    return rows;
  } finally {
    await source?.close().catch(() => undefined);
    await target.end().catch(() => undefined);
    await lock.release();
  }
}
