import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import type { BackupCreateInput } from '../../dto/backup';
import { createBackup } from '../../endpoints/backups';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** POST /settings/backup; the list and the settings (lastBackupDate / lastBackupFile) are read again. */
export function useCreateBackup() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BackupCreateInput) => createBackup(api, body),
    onSuccess: () => invalidate(client, queryKeys.backups.all, queryKeys.settings.all),
  });
}
