import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { sendRepairForm } from '../../endpoints/repair-forms';
import type { SendFormInput } from '../../types';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** POST /repairform/{id}/send: the link goes out by e-mail (and a phone is stored); the form may get a fresh link. */
export function useSendRepairForm() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SendFormInput & { id: number }) => sendRepairForm(api, id, body),
    onSuccess: (_answer, { id }) => invalidate(client, queryKeys.repairForms.detail(id)),
  });
}
