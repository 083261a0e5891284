import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getCompany } from '../../endpoints/companies';
import { queryKeys } from '../query-keys';

/** GET /company/{id}; null asks nothing. */
export function useCompany(id: number | null) {
  const api = useApi();
  return useQuery({ queryKey: [...queryKeys.companies.all, 'detail', id ?? 0], queryFn: () => getCompany(api, id ?? 0), enabled: id !== null });
}
