import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errorCode } from '../../lib/failure';

/** A script this portal cannot restore (not a plain-SQL dump with INSERTs, as our backups are). */
export class BackupFormatError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BackupFormatError';
  }
}

/** The statement without the comments and white space before it. */
export function statementHead(statement: string): string {
  return statement.replace(/^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/, '');
}

const SET_STATEMENT = /^SET\s+(?:SESSION\s+)?("?[\w.]+"?)\s*(?:=|TO\b)/i;
const SET_CONFIG = /^SELECT\s+(?:pg_catalog\.)?set_config\(\s*'([\w.]+)'/i;

/** A statement of the dump failed on this database (the transaction is rolled back). */
export class RestoreStatementError extends Error {
  /** The database's error code (SQLSTATE), when there is one. */
  readonly code?: string;

  constructor(statement: string, cause: unknown) {
    // Drizzle's own message repeats the whole statement: the driver's is enough.
    const reason = (cause as { cause?: Error })?.cause?.message ?? 'unknown database error';
    // The statement's kind and table only: its values may be password hashes or encrypted phones.
    const what = statement
      .split(/\s+VALUES\b|\(|'/i)[0]
      .slice(0, 80)
      .replace(/\s+/g, ' ');
    super(`restore statement failed (${what}…): ${reason}`);
    this.name = 'RestoreStatementError';
    this.code = errorCode(cause);
  }
}

export interface RestoreCounts {
  statements: number;
  /** SET statements of a newer server this one does not know (e.g. transaction_timeout before 17). */
  skipped: string[];
}

/**
 * Replaces the schemas `public` and `drizzle` (the tables and the migrations table) with a dump's,
 * inside the caller's transaction `tx`, so a failure at any statement leaves the database as it
 * was. Works the same on PGlite and PostgreSQL, for a dump of either (both are plain SQL made by
 * pg_dump with --inserts): the dump's `CREATE SCHEMA public` meets the schema created here, with
 * pg_trgm and btree_gin in it (the indexes need them, and a dump of one schema does not carry the extension);
 * session settings the dump changes (search_path '' above all) are put back afterwards, since a
 * PGlite process has one session and a PostgreSQL connection goes back to the pool.
 */
export async function runRestoreScript(tx: Db, statements: AsyncIterable<string>): Promise<RestoreCounts> {
  await tx.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
  await tx.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
  await tx.execute(sql.raw('CREATE SCHEMA public'));
  await tx.execute(sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public'));
  await tx.execute(sql.raw('CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public'));

  const saved = new Map<string, string>();
  const skipped: string[] = [];
  let count = 0;
  for await (const statement of statements) {
    const head = statementHead(statement);
    if (!head) continue;
    if (/^CREATE\s+SCHEMA\s+(?:IF\s+NOT\s+EXISTS\s+)?"?public"?\s*;$/i.test(head)) continue;
    if (/^COPY\s/i.test(head) && /\bFROM\s+stdin\b/i.test(head)) throw new BackupFormatError('COPY … FROM stdin');
    const setting = (SET_STATEMENT.exec(head)?.[1] ?? SET_CONFIG.exec(head)?.[1])?.replace(/"/g, '').toLowerCase();
    if (setting && !saved.has(setting)) {
      const current = await currentSetting(tx, setting);
      if (current === null) {
        skipped.push(setting);
        continue;
      }
      saved.set(setting, current);
    }
    try {
      await tx.execute(sql.raw(statement));
    } catch (error) {
      throw new RestoreStatementError(head, error);
    }
    count++;
  }
  for (const [name, value] of saved) await tx.execute(sql`select set_config(${name}, ${value}, false)`);
  return { statements: count, skipped };
}

async function currentSetting(tx: Db, name: string): Promise<string | null> {
  const result = await tx.execute<{ value: string | null }>(sql`select current_setting(${name}, true) as value`);
  return result.rows[0]?.value ?? null;
}
