import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import type { SettingsLogParams } from '../../dto/system-log';
import { listSettingsLogs } from '../../endpoints/system-logs';
import { queryKeys } from '../query-keys';

/** GET /settings/logs (Admin): one page of the simple entries, the total from x-total-count. */
export function useSettingsLogs(params: SettingsLogParams = {}, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.systemLogs.settings(params),
    queryFn: () => listSettingsLogs(api, params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
