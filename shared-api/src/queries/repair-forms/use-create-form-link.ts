import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { createFormLink } from '../../endpoints/repair-forms';
import type { RepairForm } from '../../types';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/**
 * POST /repairform/{id}/link with the default validity: the form's new active link (older ones stop
 * working). The cached form shows it at once (a print waits for its QR code), then is read again.
 */
export function useCreateFormLink() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => createFormLink(api, id),
    onSuccess: (link, id) => {
      client.setQueryData<RepairForm>(queryKeys.repairForms.detail(id), (form) =>
        form ? { ...form, formLinks: [link, ...form.formLinks.map((old) => ({ ...old, isActive: false }))] } : form,
      );
      return invalidate(client, queryKeys.repairForms.all);
    },
  });
}
