import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backups } from '../../db/schema/index';

export type BackupRow = typeof backups.$inferSelect;
export type NewBackupRow = Omit<typeof backups.$inferInsert, 'id'>;

/** Every listed backup, newest first (the list is short: one row per file). */
export function allBackups(db: Db): Promise<BackupRow[]> {
  return db.select().from(backups).orderBy(desc(backups.createdAt), desc(backups.id));
}

export async function pageOfBackups(db: Db, limit: number, offset: number): Promise<{ rows: BackupRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(backups).orderBy(desc(backups.createdAt), desc(backups.id)).limit(limit).offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(backups),
  ]);
  return { rows, total };
}

export async function insertBackups(db: Db, rows: NewBackupRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(backups).values(rows).onConflictDoNothing({ target: backups.fileName });
}

export async function deleteBackups(db: Db, fileNames: string[]): Promise<void> {
  if (fileNames.length === 0) return;
  await db.delete(backups).where(inArray(backups.fileName, fileNames));
}

/** The list as it was before a restore, put back after it (the dump brought its own, older list). */
export async function replaceBackupList(db: Db, rows: NewBackupRow[]): Promise<void> {
  await db.delete(backups);
  await insertBackups(db, rows);
}
