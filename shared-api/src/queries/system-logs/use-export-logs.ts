import type { LogExportInput } from '../../dto/system-log';
import { exportLogs } from '../../endpoints/system-logs';
import { queryKeys } from '../query-keys';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

/** POST /logs/export: the file and its name; the export is itself a log row, so the log reads again. */
export function useExportLogs() {
  return useInvalidatingMutation((api, input: LogExportInput) => exportLogs(api, input), [queryKeys.systemLogs.all]);
}
