import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getSettings } from '../../endpoints/settings';
import { queryKeys } from '../query-keys';

/** GET /settings (every section for an Admin, the general redirect time for others). */
export function useSettings({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.settings.all, queryFn: () => getSettings(api), enabled });
}
