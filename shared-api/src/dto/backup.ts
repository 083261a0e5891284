import { Type, type Static } from 'typebox';
import { Nullable, PAGING } from './common';
import type { backupCreateSchema, restoreSchema } from '../schemas/backup';
import type { BodyOf } from '../schemas/body-of';

/** A backup (administration §3 'Backup'): GET /settings/backups lists them, newest first. */
export const BackupDto = Type.Object({
  fileName: Type.String({ description: 'a plain file name in the backup folder, e.g. 2026-05-01T03-00-00-123Z_pglite.sql.gz' }),
  createdAt: Type.String({ description: 'ISO date-time' }),
  fileSizeBytes: Type.Integer({ minimum: 0 }),
  description: Nullable(Type.String()),
});
export type Backup = Static<typeof BackupDto>;

/** GET /settings/backups: one page (default 50, at most 200), the total in the x-total-count header. */
export const BackupListQuery = Type.Object({
  ...PAGING,
});
export type BackupListQueryValues = Static<typeof BackupListQuery>;
export interface BackupListParams {
  page?: number;
  pageSize?: number;
}

/** One page of GET /settings/backups as the client reads it: the rows and the x-total-count header. */
export interface BackupPage {
  data: Backup[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** What a client sends; checked by the shared backupCreateSchema. */
export type BackupCreateInput = BodyOf<typeof backupCreateSchema>;
/** What a client sends; checked by the shared restoreSchema. */
export type RestoreInput = BodyOf<typeof restoreSchema>;
