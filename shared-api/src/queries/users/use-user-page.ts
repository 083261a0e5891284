import { listUserPage } from '../../endpoints/users';
import type { UserListParams } from '../../dto/user';
import { queryKeys } from '../query-keys';
import { usePageQuery } from '../use-page-query';

/** One page of GET /users; the rows shown stay while the next page loads. */
export function useUserPage(params: UserListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return usePageQuery(queryKeys.users.page(params), (api) => listUserPage(api, params), { enabled });
}
