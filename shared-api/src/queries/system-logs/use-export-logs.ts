import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import type { LogExportInput } from '../../dto/system-log';
import { exportLogs } from '../../endpoints/system-logs';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** POST /logs/export: the file and its name; the export is itself a log row, so the log reads again. */
export function useExportLogs() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: LogExportInput) => exportLogs(api, input), onSuccess: () => invalidate(client, queryKeys.systemLogs.all) });
}
