import type { BackupListParams } from '../../dto/backup';
import { listBackupPage } from '../../endpoints/backups';
import { queryKeys } from '../query-keys';
import { usePageQuery } from '../use-page-query';

/** One page of GET /settings/backups (Admin); the rows shown stay while the next page loads. */
export function useBackups(params: BackupListParams = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return usePageQuery(queryKeys.backups.page(params), (api) => listBackupPage(api, params), { enabled });
}
