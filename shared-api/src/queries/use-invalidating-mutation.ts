import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useApi } from '../api-context';
import type { ApiClient } from '../client';
import { invalidate } from './invalidate';

/**
 * A mutation that calls the API with its input and, once that succeeded, marks the cached answers
 * under `stale` stale, so the screens showing them load again (mutateAsync resolves after that).
 */
export function useInvalidatingMutation<TInput, TResult>(call: (api: ApiClient, input: TInput) => Promise<TResult>, stale: readonly QueryKey[]) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<TResult, Error, TInput>({ mutationFn: (input) => call(api, input), onSuccess: () => invalidate(client, ...stale) });
}
