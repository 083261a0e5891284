import { MSG, useCreateBackup } from '@tamir/shared-api';
import type { Backup } from '@tamir/shared-api/dto';
import { toast } from '../toast/toast-store';
import { BACKUP_TEXTS, backupFailureText } from './backup-texts';

export type BackupCreation = { ok: true; backup: Backup } | { ok: false; message: string; error: unknown };

/**
 * Takes a backup (POST /settings/backup) and says how it went in a toast: 'Yedek oluşturuldu: …',
 * or 'Yedek oluşturulamadı' with the server's reason. The caller gets the outcome, to clear its
 * form or show the failure beside it.
 */
export function useBackupCreation() {
  const create = useCreateBackup();
  const run = async (description?: string): Promise<BackupCreation> => {
    try {
      const backup = await create.mutateAsync(description ? { description } : {});
      toast.success(BACKUP_TEXTS.created(backup.fileName));
      return { ok: true, backup };
    } catch (error) {
      const message = backupFailureText(error, MSG.backupCreateFailed);
      toast.error(message);
      return { ok: false, message, error };
    }
  };
  return { run, isPending: create.isPending };
}
