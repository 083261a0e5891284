import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { authStore } from '../../auth-store';
import { restoreBackup } from '../../endpoints/backups';

/**
 * POST /settings/restore. The server ends every session with the restore, so the caller is signed
 * out here at once (which also empties the query cache) instead of on the next call's 401.
 */
export function useRestoreBackup() {
  const api = useApi();
  return useMutation({
    mutationFn: (fileName: string) => restoreBackup(api, fileName),
    onSuccess: () => authStore.getState().signOut(),
  });
}
