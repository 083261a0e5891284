import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { signRepairForm } from '../../endpoints/repair-forms';
import type { FormSignatureInput } from '../../types';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/**
 * POST /repairform/{id}/signatures. The answer is the signed form, shown at once; the form is read
 * again either way (a refusal may mean another device has just signed it).
 */
export function useSignRepairForm() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: FormSignatureInput & { id: number }) => signRepairForm(api, id, body),
    onSuccess: (form, { id }) => client.setQueryData(queryKeys.repairForms.detail(id), form),
    onSettled: (_form, _error, { id }) => invalidate(client, queryKeys.repairForms.detail(id)),
  });
}
