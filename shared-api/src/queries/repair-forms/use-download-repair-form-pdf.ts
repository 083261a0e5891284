import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { downloadRepairFormPdf } from '../../endpoints/repair-forms';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** GET /repairform/{id}/pdf: the file to save; a form without an active link gets one, so the form is read again. */
export function useDownloadRepairFormPdf() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, formNumber }: { id: number; formNumber: string }) => downloadRepairFormPdf(api, id, formNumber),
    onSuccess: (_file, { id }) => invalidate(client, queryKeys.repairForms.detail(id)),
  });
}
