import { deleteRepairForm } from '../../endpoints/repair-forms';
import { queryKeys } from '../query-keys';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

/** DELETE /repairform/{id}. */
export function useDeleteRepairForm() {
  return useInvalidatingMutation(
    (api, id: number) => deleteRepairForm(api, id),
    [queryKeys.repairForms.all, queryKeys.vehicles.all, queryKeys.drivers.all, queryKeys.dashboard.all],
  );
}
