import type { SettingsLogParams } from '../../dto/system-log';
import { listSettingsLogs } from '../../endpoints/system-logs';
import { queryKeys } from '../query-keys';
import { usePageQuery } from '../use-page-query';

/** GET /settings/logs (Admin): one page of the simple entries, the total from x-total-count. */
export function useSettingsLogs(params: SettingsLogParams = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return usePageQuery(queryKeys.systemLogs.settings(params), (api) => listSettingsLogs(api, params), { enabled });
}
