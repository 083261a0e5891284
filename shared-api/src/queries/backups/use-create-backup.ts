import type { BackupCreateInput } from '../../dto/backup';
import { createBackup } from '../../endpoints/backups';
import { queryKeys } from '../query-keys';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

/** POST /settings/backup; the list and the settings (lastBackupDate / lastBackupFile) are read again. */
export function useCreateBackup() {
  return useInvalidatingMutation((api, body: BackupCreateInput) => createBackup(api, body), [queryKeys.backups.all, queryKeys.settings.all]);
}
