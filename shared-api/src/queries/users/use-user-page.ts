import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { listUserPage } from '../../endpoints/users';
import type { UserListParams } from '../../dto/user';
import { queryKeys } from '../query-keys';

/** One page of GET /users; the rows shown stay while the next page loads. */
export function useUserPage(params: UserListParams, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.users.page(params), queryFn: () => listUserPage(api, params), enabled, placeholderData: keepPreviousData });
}
