import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { createUser, deleteUser, toggleUserStatus, updateUser } from '../../endpoints/users';
import type { UserAccount, UserCreated, UserCreateInput, UserUpdateInput } from '../../dto/user';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

export type SaveUserInput = { id: null; body: UserCreateInput } | { id: number; body: UserUpdateInput };

/** POST /user without an id, PUT /user/{id} with one. */
export function useSaveUser() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<UserCreated | UserAccount, Error, SaveUserInput>({
    mutationFn: (input) => (input.id === null ? createUser(api, input.body) : updateUser(api, input.id, input.body)),
    onSuccess: () => invalidate(client, queryKeys.users.all),
  });
}

/** POST /users/{id}/toggle-status. */
export function useToggleUserStatus() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => toggleUserStatus(api, id), onSuccess: () => invalidate(client, queryKeys.users.all) });
}

/** DELETE /users/{id}. */
export function useDeleteUser() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteUser(api, id), onSuccess: () => invalidate(client, queryKeys.users.all) });
}
