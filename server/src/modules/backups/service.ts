import { createReadStream, existsSync, mkdirSync, renameSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createGunzip } from 'node:zlib';
import { isNull } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { LIMITS, MSG } from '@tamir/shared-api/domain';
import type { Backup } from '@tamir/shared-api/dto';
import { storedKeyMatches } from '../../db/bootstrap';
import { ensureDefaultSettings } from '../settings/defaults';
import type { Db, DbKind } from '../../db/client';
import { authSessions } from '../../db/schema/index';
import { isAdmin, type Actor } from '../../lib/caller';
import { describeFailure, errorCode } from '../../lib/failure';
import { HttpError, forbidden, notFound, validationFailed } from '../../lib/http-errors';
import { readExactPaging } from '../../lib/paging';
import type { LogSink } from '../../lib/log-sink';
import { DEFAULT_SETTINGS } from '../settings/defaults';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { DumpError, dumpPglite, dumpPostgres, writeGzip } from './dump';
import { backupFileName, filesOnDisk, isAutomaticBackup, resolveBackupFile, timeOfFileName } from './files';
import { applyMigrations } from './migrations';
import { allBackups, deleteBackups, insertBackups, pageOfBackups, replaceBackupList, type BackupRow, type NewBackupRow } from './queries';
import { BackupFormatError, RestoreStatementError, runRestoreScript } from './restore-script';
import { SqlStatementSplitter } from './sql-script';

export interface BackupServiceOptions {
  kind: DbKind;
  /** PostgreSQL only: what pg_dump connects to. Holds a password: never logged. */
  databaseUrl: string | null;
  backupDir: string;
  pgDumpPath: string;
  /** FieldCrypto's key check: a backup written with another ENCRYPTION_KEY is refused. */
  keyCheck: string;
  /**
   * What outlives a restore beyond the backup list (issue 30, KVKK): read before the restore,
   * applied in its transaction after the migrations (the erasures since the backup again).
   */
  carry?: { snapshot: (db: Db) => Promise<unknown>; reapply: (tx: Db, carried: unknown) => Promise<unknown> };
  /** Columns the server derives with its key, filled for rows a restored backup brought without them. */
  fillDerivedColumns: (tx: Db) => Promise<unknown>;
  logger: LogSink;
}

export interface BackupPageRequest {
  page?: string;
  pageSize?: string;
}

/** The restored database was written with another ENCRYPTION_KEY. */
class KeyMismatchError extends Error {}

const toDto = (row: BackupRow): Backup => ({
  fileName: row.fileName,
  createdAt: row.createdAt.toISOString(),
  fileSizeBytes: row.fileSizeBytes,
  description: row.description,
});

/**
 * A restore replaces every table while requests keep coming; a request that holds one table and
 * waits for another the restore already holds is a deadlock, which PostgreSQL ends by cancelling
 * one of the two, often the restore. Its transaction then rolled back whole, so it starts again.
 */
const LOCK_CONFLICTS = new Set(['40P01', '55P03']);
const RESTORE_ATTEMPTS = 3;

/** The statements of a backup file, read (and gunzipped) as they are needed. */
async function* statementsOf(file: string): AsyncGenerator<string> {
  const source = createReadStream(file);
  const stream = file.endsWith('.gz') ? source.pipe(createGunzip()) : source;
  source.on('error', (error) => stream.destroy(error));
  stream.setEncoding('utf8');
  const splitter = new SqlStatementSplitter();
  for await (const chunk of stream as AsyncIterable<string>) yield* splitter.push(chunk);
  yield* splitter.end();
}

/**
 * Backups of the whole database (administration §2.5 backup tab, §7 /settings/backups, /settings/backup,
 * /settings/restore): plain-SQL dumps, gzip-compressed, in the backup folder, listed in the backups
 * table. Admin only. One backup or restore at a time in this process (they queue).
 */
export class BackupService {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly systemLog: SystemLogService,
    private readonly options: BackupServiceOptions,
  ) {}

  get kind(): DbKind {
    return this.options.kind;
  }

  /** GET /settings/backups: one page, newest first, after taking in the folder's state. */
  async list(query: BackupPageRequest, actor: Actor): Promise<{ rows: Backup[]; total: number }> {
    requireAdmin(actor);
    const { pageSize, offset } = readExactPaging(query);
    await this.syncWithFolder();
    const { rows, total } = await pageOfBackups(this.db, pageSize, offset);
    return { rows: rows.map(toDto), total };
  }

  /** POST /settings/backup. */
  create(description: string | null | undefined, actor: Actor): Promise<Backup> {
    requireAdmin(actor);
    return this.exclusive(() => this.takeBackup(description?.trim() || null, actor, false));
  }

  /** An automatic backup (the schedule's); `null` caller: the server's own work. */
  createAutomatic(description: string, at: Date = new Date()): Promise<Backup> {
    return this.exclusive(() => this.takeBackup(description, null, true, at));
  }

  /** POST /settings/restore. */
  async restore(fileName: string, actor: Actor): Promise<{ message: string }> {
    requireAdmin(actor);
    const file = resolveBackupFile(this.options.backupDir, fileName);
    if (!file) throw validationFailed({ fileName: [MSG.backupFileInvalid] });
    if (!existsSync(file) || !statSync(file).isFile()) throw notFound(MSG.backupNotFound);
    return this.exclusive(() => this.restoreFile(file, fileName, actor));
  }

  /** Keeps the newest `keep` automatic backups; older ones lose their file and row. Manual backups are never deleted here. */
  async pruneAutomatic(keep: number): Promise<string[]> {
    const bounded = Math.min(LIMITS.backupRetentionMax, Math.max(LIMITS.backupRetentionMin, Math.trunc(keep) || LIMITS.backupRetentionMin));
    const automatic = (await allBackups(this.db)).filter((row) => isAutomaticBackup(row.fileName));
    const old = automatic.slice(bounded).map((row) => row.fileName);
    if (old.length === 0) return [];
    await this.db.transaction(async (tx) => {
      await deleteBackups(tx, old);
      await this.systemLog.record(tx, {
        action: 'Delete',
        entityType: 'System',
        description: `Saklama sayısı (${bounded}) aşıldı; eski otomatik yedekler silindi: ${old.join(', ')}`,
      });
    });
    for (const name of old) {
      const file = resolveBackupFile(this.options.backupDir, name);
      if (file) unlinkQuietly(file);
    }
    return old;
  }

  /**
   * KVKK retention (issue 30): every backup, manual or automatic, older than `cutoff` loses its
   * file and row (a backup holds personal data too). Returns how many were deleted.
   */
  async pruneOlderThan(cutoff: Date): Promise<number> {
    await this.syncWithFolder();
    const old = (await allBackups(this.db)).filter((row) => row.createdAt < cutoff).map((row) => row.fileName);
    if (old.length === 0) return 0;
    await this.db.transaction(async (tx) => {
      await deleteBackups(tx, old);
      await this.systemLog.record(tx, {
        action: 'Delete',
        entityType: 'System',
        description: `KVKK saklama süresi doldu; eski yedekler silindi: ${old.join(', ')}`,
      });
    });
    for (const name of old) {
      const file = resolveBackupFile(this.options.backupDir, name);
      if (file) unlinkQuietly(file);
    }
    return old.length;
  }

  /** The newest automatic backup's time (the schedule's memory), else null. */
  async lastAutomaticAt(): Promise<Date | null> {
    const row = (await allBackups(this.db)).find((backup) => isAutomaticBackup(backup.fileName));
    return row?.createdAt ?? null;
  }

  /**
   * The table follows the folder: a row whose file is gone (deleted by hand, or the folder lost)
   * is dropped, since it could never be restored; a backup file found without a row (copied in
   * from another installation) is listed, dated by its name or else by its file time.
   */
  async syncWithFolder(): Promise<void> {
    const files = filesOnDisk(this.options.backupDir);
    const rows = await allBackups(this.db);
    const listed = new Set(rows.map((row) => row.fileName));
    const missing = rows.filter((row) => !files.has(row.fileName)).map((row) => row.fileName);
    const found = [...files.values()].filter((file) => !listed.has(file.fileName));
    if (missing.length === 0 && found.length === 0) return;
    await this.db.transaction(async (tx) => {
      await deleteBackups(tx, missing);
      await insertBackups(
        tx,
        found.map((file) => ({
          fileName: file.fileName,
          fileSizeBytes: file.size,
          description: null,
          createdAt: timeOfFileName(file.fileName) ?? file.modifiedAt,
        })),
      );
      const parts = [
        missing.length ? `dosyası bulunamayan ${missing.length} yedek listeden çıkarıldı (${missing.join(', ')})` : '',
        found.length ? `klasörde bulunan ${found.length} yedek listeye eklendi (${found.map((file) => file.fileName).join(', ')})` : '',
      ].filter(Boolean);
      await this.systemLog.record(tx, { action: 'Update', entityType: 'System', description: `Yedek listesi klasörle eşitlendi: ${parts.join('; ')}` });
    });
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work, work);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** `createdAt` is now, except for a scheduled run, which is dated by the clock its check was given. */
  private async takeBackup(description: string | null, actor: Actor | null, automatic: boolean, createdAt = new Date()): Promise<Backup> {
    const { backupDir, kind, logger } = this.options;
    mkdirSync(backupDir, { recursive: true, mode: 0o700 });
    const fileName = backupFileName(createdAt, kind, automatic);
    const file = path.join(backupDir, fileName);
    const partial = `${file}.partial`;
    const started = performance.now();
    let blockedMs: number | null = null;
    try {
      if (kind === 'pglite') {
        const text = await dumpPglite((this.db as unknown as { $client: PGlite }).$client);
        blockedMs = Math.round(performance.now() - started);
        await writeGzip(text, partial);
      } else {
        await dumpPostgres(this.options.pgDumpPath, this.options.databaseUrl!, partial);
      }
    } catch (error) {
      unlinkQuietly(partial);
      logger.error({ failure: describeFailure(error) }, 'backup failed');
      if (error instanceof DumpError && error.missingTool) throw new HttpError(503, MSG.backupToolMissing);
      throw new HttpError(500, MSG.backupCreateFailed);
    }
    const fileSizeBytes = statSync(partial).size;
    try {
      await this.db.transaction(async (tx) => {
        await insertBackups(tx, [{ fileName, fileSizeBytes, description, createdAt }]);
        await this.settings.recordBackup(fileName, createdAt, tx);
        await this.systemLog.record(
          tx,
          { action: 'Backup', entityType: 'System', description: `${automatic ? 'Otomatik yedek' : 'Yedek'} oluşturuldu: ${fileName} (${fileSizeBytes} bayt)` },
          actor,
        );
        // Named only now, inside the transaction: the folder never shows a file the table does not list once committed.
        renameSync(partial, file);
      });
    } catch (error) {
      unlinkQuietly(partial);
      unlinkQuietly(file);
      logger.error({ failure: describeFailure(error) }, 'backup could not be recorded');
      throw new HttpError(500, MSG.backupCreateFailed);
    }
    logger.info({ fileName, fileSizeBytes, ms: Math.round(performance.now() - started), blockedMs, automatic }, 'backup created');
    return { fileName, createdAt: createdAt.toISOString(), fileSizeBytes, description };
  }

  private async restoreFile(file: string, fileName: string, actor: Actor): Promise<{ message: string }> {
    const { logger } = this.options;
    const started = performance.now();
    await this.syncWithFolder();
    // What outlives the restore: the list of backup files (they are still on disk) and the backup section's last backup.
    const keep: NewBackupRow[] = (await allBackups(this.db)).map(({ fileName: name, fileSizeBytes, description, createdAt }) => ({
      fileName: name,
      fileSizeBytes,
      description,
      createdAt,
    }));
    const before = await this.settings.section('backup');
    const carried = await this.options.carry?.snapshot(this.db);
    for (let attempt = 1; ; attempt++) {
      try {
        const migrations = await this.replaceDatabase(file, fileName, actor, keep, before, carried);
        logger.info({ fileName, migrations, attempt, ms: Math.round(performance.now() - started) }, 'backup restored');
        return { message: MSG.backupRestored };
      } catch (error) {
        if (attempt < RESTORE_ATTEMPTS && LOCK_CONFLICTS.has(errorCode(error) ?? '')) {
          logger.warn({ failure: describeFailure(error), fileName, attempt }, 'restore met a lock conflict with a request; starting it again');
          continue;
        }
        logger.error({ failure: describeFailure(error), fileName }, 'restore failed; the database is unchanged');
        if (error instanceof KeyMismatchError) throw new HttpError(400, MSG.backupKeyMismatch);
        if (error instanceof BackupFormatError || /^Z_|ERR_ZLIB/.test(errorCode(error) ?? '')) throw new HttpError(400, MSG.backupFormatInvalid);
        if (error instanceof RestoreStatementError) throw new HttpError(422, MSG.backupRestoreFailed);
        throw new HttpError(500, MSG.backupRestoreFailed);
      }
    }
  }

  /**
   * The restore's one transaction: the dump in place of every table, the migrations since it,
   * the settings and key check, and what outlives a restore. Returns the migrations it applied.
   */
  private replaceDatabase(
    file: string,
    fileName: string,
    actor: Actor,
    keep: NewBackupRow[],
    before: (typeof DEFAULT_SETTINGS)['backup'],
    carried: unknown,
  ): Promise<number> {
    const { logger, keyCheck } = this.options;
    return this.db.transaction(async (tx) => {
      const result = await runRestoreScript(tx, statementsOf(file));
      if (result.skipped.length) logger.info({ skipped: result.skipped }, 'restore skipped settings this server does not know');
      const migrations = await applyMigrations(tx);
      await ensureDefaultSettings(tx);
      if (!(await storedKeyMatches(tx, keyCheck))) throw new KeyMismatchError();
      await this.options.fillDerivedColumns(tx);
      if (this.options.carry) await this.options.carry.reapply(tx, carried);
      await replaceBackupList(tx, keep);
      if (before.lastBackupFile && before.lastBackupDate) await this.settings.recordBackup(before.lastBackupFile, new Date(before.lastBackupDate), tx);
      // The dump brought back its own sessions: every one of them ends now, the restoring admin's too.
      await tx.update(authSessions).set({ revokedAt: new Date() }).where(isNull(authSessions.revokedAt));
      await this.systemLog.record(
        tx,
        { action: 'Restore', entityType: 'System', level: 'Warning', description: `Yedek geri yüklendi: ${fileName}; tüm oturumlar kapatıldı` },
        actor,
      );
      return migrations;
    });
  }
}

function requireAdmin(actor: Actor): void {
  if (!isAdmin(actor.user)) throw forbidden();
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
