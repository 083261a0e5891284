import { createUser, deleteUser, toggleUserStatus, updateUser } from '../../endpoints/users';
import type { UserAccount, UserCreated, UserCreateInput, UserUpdateInput } from '../../dto/user';
import { queryKeys } from '../query-keys';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

export type SaveUserInput = { id: null; body: UserCreateInput } | { id: number; body: UserUpdateInput };

/** POST /user without an id, PUT /user/{id} with one. */
export function useSaveUser() {
  return useInvalidatingMutation<SaveUserInput, UserCreated | UserAccount>(
    (api, input) => (input.id === null ? createUser(api, input.body) : updateUser(api, input.id, input.body)),
    [queryKeys.users.all],
  );
}

/** POST /users/{id}/toggle-status. */
export function useToggleUserStatus() {
  return useInvalidatingMutation((api, id: number) => toggleUserStatus(api, id), [queryKeys.users.all]);
}

/** DELETE /users/{id}. */
export function useDeleteUser() {
  return useInvalidatingMutation((api, id: number) => deleteUser(api, id), [queryKeys.users.all]);
}
