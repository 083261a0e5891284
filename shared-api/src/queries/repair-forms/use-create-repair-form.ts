import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { createRepairForm } from '../../endpoints/repair-forms';
import type { RepairFormInput } from '../../types';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/**
 * POST /repairform. The answer is the form as its page shows it: it goes into the cache, so the
 * page opens without asking again. Stale are only the lists it joins or counts in (form pages, the
 * vehicle's forms and counts, the dashboards) and, as the form may link the vehicle's company to the
 * shop, the shop's companies and drivers.
 */
export function useCreateRepairForm() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RepairFormInput) => createRepairForm(api, body),
    onSuccess: (form) => {
      client.setQueryData(queryKeys.repairForms.detail(form.id), form);
      const vehicle = form.vehicleId ?? 0;
      return invalidate(
        client,
        queryKeys.repairForms.pages,
        queryKeys.repairForms.ofVehicle(vehicle),
        queryKeys.vehicles.lists,
        queryKeys.vehicles.detail(vehicle),
        queryKeys.companies.all,
        queryKeys.drivers.all,
        queryKeys.dashboard.all,
      );
    },
  });
}
