import { createCompany } from '../../endpoints/companies';
import type { CompanyInput } from '../../types';
import { queryKeys } from '../query-keys';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

/** POST /company. */
export function useCreateCompany() {
  return useInvalidatingMutation((api, body: CompanyInput) => createCompany(api, body), [queryKeys.companies.all, queryKeys.repairShops.all]);
}
