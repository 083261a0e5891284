import { cleanLogs } from '../../endpoints/system-logs';
import { queryKeys } from '../query-keys';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

/** DELETE /logs/clean?daysToKeep; the list and the cards read again. */
export function useCleanLogs() {
  return useInvalidatingMutation((api, daysToKeep: number) => cleanLogs(api, daysToKeep), [queryKeys.systemLogs.all]);
}
