import { listRepairForms } from '../../endpoints/repair-forms';
import type { RepairFormListParams } from '../../types';
import { queryKeys } from '../query-keys';
import { usePageQuery } from '../use-page-query';

/** One page of GET /repairform; null asks nothing (e.g. an invalid date range). The rows shown stay while the next page loads. */
export function useRepairFormPage(params: RepairFormListParams | null) {
  return usePageQuery(queryKeys.repairForms.page(params ?? {}), (api) => listRepairForms(api, params ?? {}), { enabled: params !== null });
}
