import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { authStore } from '../../auth-store';
import { MSG } from '../../domain/messages';
import { restoreBackup } from '../../endpoints/backups';

/**
 * POST /settings/restore. The server ends every session with the restore, so the caller is signed
 * out here at once (which also empties the query cache) instead of on the next call's 401, and
 * the login page says the server's word (the backup is back, everyone signs in again) once.
 */
export function useRestoreBackup() {
  const api = useApi();
  return useMutation({
    mutationFn: (fileName: string) => restoreBackup(api, fileName),
    onSuccess: (answer) => authStore.getState().signOut(answer?.message || MSG.backupRestored),
  });
}
