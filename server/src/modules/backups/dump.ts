import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/** pg_dump's options for every backup: plain SQL of the app's two schemas, INSERTs (so a restore needs no COPY). */
export const DUMP_ARGS = ['--format=plain', '--no-owner', '--no-privileges', '--schema=public', '--schema=drizzle', '--rows-per-insert=500'];

/** Session settings pg_dump changes on the connection it is given (PGlite has only one). */
const DUMP_SESSION_SETTINGS = [
  'search_path',
  'DateStyle',
  'IntervalStyle',
  'extra_float_digits',
  'synchronize_seqscans',
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'transaction_timeout',
  'row_security',
  'client_encoding',
  'quote_all_identifiers',
];

/** pg_dump cannot run: missing, or failed; the message is for the server log (no password in it). */
export class DumpError extends Error {
  constructor(
    message: string,
    readonly missingTool = false,
  ) {
    super(message);
    this.name = 'DumpError';
  }
}

/** A Simple Query message of the PostgreSQL protocol. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message[0] = 0x51; // 'Q'
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Dumps the server's own PGlite while it keeps serving. PGlite has one session, and pg_dump (WASM)
 * speaks to it directly: run at the wrong moment it would sit inside another request's open
 * transaction and commit it half-way. So the dump holds PGlite's transaction and query locks for
 * its whole run: requests wait for it (their answers are late, never wrong) and it waits for any
 * transaction in progress. The settings pg_dump changes in that one session are put back.
 * Returns the dump's text (pg_dump of PGlite writes it to memory first).
 */
export async function dumpPglite(pglite: PGlite): Promise<string> {
  const names = DUMP_SESSION_SETTINGS.map(quote).join(', ');
  const before = await pglite.query<{ name: string; value: string | null }>(
    `select name, current_setting(name, true) as value from unnest(array[${names}]::text[]) as name`,
  );
  const restoreSettings = before.rows
    .filter((row) => row.value !== null)
    .map((row) => `set_config(${quote(row.name)}, ${quote(row.value!)}, false)`)
    .join(', ');
  const searchPath = before.rows.find((row) => row.name === 'search_path')?.value ?? 'public';

  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      // pglite-tools calls query/exec on what it is given (the real ones would wait for the locks held
      // here) and declares its own copy of PGlite's type; it uses only these three members.
      const session = {
        query: async () => ({ rows: [{ search_path: searchPath }] }),
        exec: async (text: string) => {
          await pglite.execProtocol(simpleQuery(text));
          return [];
        },
        execProtocolRawStream: pglite.execProtocolRawStream.bind(pglite),
      } as unknown as Parameters<typeof pgDump>[0]['pg'];
      try {
        const file = await pgDump({ pg: session, args: DUMP_ARGS });
        return await file.text();
      } catch (error) {
        throw new DumpError(`pg_dump (PGlite) failed: ${(error as Error).message.slice(0, 500)}`);
      } finally {
        if (pglite.isInTransaction()) await pglite.execProtocol(simpleQuery('ROLLBACK'), { throwOnError: false });
        await pglite.execProtocol(simpleQuery(`DEALLOCATE ALL; SELECT ${restoreSettings}`), { throwOnError: false });
      }
    }),
  );
}

/** Writes text gzip-compressed to a file. */
export async function writeGzip(text: string, file: string): Promise<void> {
  await pipeline(Readable.from([Buffer.from(text, 'utf8')]), createGzip({ level: 6 }), createWriteStream(file, { mode: 0o600 }));
}

/** The connection of a postgres:// URL as pg_dump's environment: the password never on a command line or in a log. */
export function pgEnvironment(databaseUrl: string): { env: Record<string, string>; password: string | null } {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres',
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  const password = url.password ? decodeURIComponent(url.password) : null;
  if (password) env.PGPASSWORD = password;
  const params: Record<string, string> = { sslmode: 'PGSSLMODE', sslrootcert: 'PGSSLROOTCERT', sslcert: 'PGSSLCERT', sslkey: 'PGSSLKEY', host: 'PGHOST' };
  for (const [key, name] of Object.entries(params)) {
    const value = url.searchParams.get(key);
    if (value) env[name] = value;
  }
  return { env, password };
}

/**
 * Runs PostgreSQL's pg_dump (a consistent snapshot while the portal keeps serving) into a
 * gzip-compressed file. A missing pg_dump is a DumpError with missingTool set.
 */
export async function dumpPostgres(pgDumpPath: string, databaseUrl: string, file: string): Promise<void> {
  const { env, password } = pgEnvironment(databaseUrl);
  const child = spawn(pgDumpPath, DUMP_ARGS, {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (stderr.length < 4000) stderr += chunk;
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? 1));
  });
  try {
    await Promise.all([pipeline(child.stdout, createGzip({ level: 6 }), createWriteStream(file, { mode: 0o600 })), exited]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new DumpError(`pg_dump not found (${pgDumpPath}): install the PostgreSQL client tools or set PG_DUMP_PATH`, true);
    }
    throw new DumpError(`pg_dump failed: ${(error as Error).message}`);
  }
  const code = await exited;
  if (code !== 0) {
    const clean = password ? stderr.split(password).join('***') : stderr;
    throw new DumpError(`pg_dump exited with ${code}: ${clean.trim().slice(0, 1000)}`);
  }
}
