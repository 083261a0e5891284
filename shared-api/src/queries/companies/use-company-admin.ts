import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { deleteCompany, getCompanyStatistics, listCompanyPage, listCompanyVehicles, updateCompany } from '../../endpoints/companies';
import type { CompanyListParams, CompanyUpdateInput } from '../../dto/company';
import { queryKeys } from '../query-keys';
import { usePageQuery } from '../use-page-query';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

/** One page of GET /company for the company screen; the cards shown stay while the next page loads. */
export function useCompanyPage(params: CompanyListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return usePageQuery(queryKeys.companies.page(params), (api) => listCompanyPage(api, params), { enabled });
}

/** GET /company/statistics for the chosen shop (a Tamirci's own). */
export function useCompanyStatistics(repairShopId: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.companies.statistics(repairShopId ?? 0), queryFn: () => getCompanyStatistics(api, repairShopId), enabled });
}

/** GET /company/{id}/vehicles (the details modal). */
export function useCompanyVehicles(id: number | null) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.companies.vehicles(id ?? 0), queryFn: () => listCompanyVehicles(api, id!), enabled: id !== null });
}

/** PUT /company/{id}. */
export function useUpdateCompany() {
  return useInvalidatingMutation(
    (api, { id, body }: { id: number; body: CompanyUpdateInput }) => updateCompany(api, id, body),
    [queryKeys.companies.all, queryKeys.repairShops.all],
  );
}

/** DELETE /company/{id}: its vehicles go with it. */
export function useDeleteCompany() {
  return useInvalidatingMutation((api, id: number) => deleteCompany(api, id), [queryKeys.companies.all, queryKeys.repairShops.all, queryKeys.vehicles.all]);
}
