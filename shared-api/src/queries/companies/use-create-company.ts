import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { createCompany } from '../../endpoints/companies';
import type { CompanyInput } from '../../types';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** POST /company. */
export function useCreateCompany() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInput) => createCompany(api, body),
    onSuccess: () => invalidate(client, queryKeys.companies.all, queryKeys.repairShops.all),
  });
}
