import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import type { ApiClient } from '../../client';
import { invalidate } from '../invalidate';

/**
 * A call on one form (`{ id, ...body }`): its answer goes into the cache under `into(id)` and is
 * shown at once; afterwards, whether it worked or not (`failed`), the answers under `stale` are read
 * again (a refusal may mean another device has just changed the form).
 */
export function useFormCall<TBody, TAnswer>(
  call: (api: ApiClient, id: number, body: TBody) => Promise<TAnswer>,
  into: (id: number) => QueryKey,
  stale: (id: number, failed: boolean) => QueryKey[],
) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<TAnswer, Error, TBody & { id: number }>({
    mutationFn: ({ id, ...body }) => call(api, id, body as TBody),
    onSuccess: (answer, { id }) => client.setQueryData(into(id), answer),
    onSettled: (_answer, error, { id }) => invalidate(client, ...stale(id, !!error)),
  });
}
