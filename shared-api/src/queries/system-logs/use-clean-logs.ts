import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { cleanLogs } from '../../endpoints/system-logs';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** DELETE /logs/clean?daysToKeep; the list and the cards read again. */
export function useCleanLogs() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({ mutationFn: (daysToKeep: number) => cleanLogs(api, daysToKeep), onSuccess: () => invalidate(client, queryKeys.systemLogs.all) });
}
