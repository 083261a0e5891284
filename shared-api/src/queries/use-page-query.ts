import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useApi } from '../api-context';
import type { ApiClient } from '../client';

/** One page of a list from the API; the rows shown stay while the next page (or filter) loads. */
export function usePageQuery<T>(queryKey: QueryKey, fetch: (api: ApiClient) => Promise<T>, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey, queryFn: () => fetch(api), enabled, placeholderData: keepPreviousData });
}
