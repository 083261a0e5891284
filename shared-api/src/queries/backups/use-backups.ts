import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import type { BackupListParams } from '../../dto/backup';
import { listBackupPage } from '../../endpoints/backups';
import { queryKeys } from '../query-keys';

/** One page of GET /settings/backups (Admin); the rows shown stay while the next page loads. */
export function useBackups(params: BackupListParams = {}, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.backups.page(params), queryFn: () => listBackupPage(api, params), enabled, placeholderData: keepPreviousData });
}
