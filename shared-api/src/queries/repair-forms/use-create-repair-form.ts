import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { createRepairForm } from '../../endpoints/repair-forms';
import type { RepairFormInput } from '../../types';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** POST /repairform. A new form changes counts and may link the vehicle's company to the shop. */
export function useCreateRepairForm() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RepairFormInput) => createRepairForm(api, body),
    onSuccess: () =>
      invalidate(client, queryKeys.repairForms.all, queryKeys.vehicles.all, queryKeys.companies.all, queryKeys.drivers.all, queryKeys.dashboard.all),
  });
}
