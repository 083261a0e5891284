import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { listCompanies } from '../../endpoints/companies';
import { queryKeys } from '../query-keys';

/** GET /company: the companies the user may see, those whose name contains `name` when given. */
export function useCompanies({ name = '', enabled = true }: { name?: string; enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.companies.list(name), queryFn: () => listCompanies(api, name || undefined), enabled });
}
