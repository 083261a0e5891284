import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { listRepairForms } from '../../endpoints/repair-forms';
import type { RepairFormListParams } from '../../types';
import { queryKeys } from '../query-keys';

/** One page of GET /repairform; null asks nothing (e.g. an invalid date range). The rows shown stay while the next page loads. */
export function useRepairFormPage(params: RepairFormListParams | null) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.repairForms.page(params ?? {}),
    queryFn: () => listRepairForms(api, params ?? {}),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
