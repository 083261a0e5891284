import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import type { KvkkRequest, KvkkRequestInput, KvkkRequestListParams, KvkkRequestStateInput } from '../../dto/kvkk';
import { createKvkkRequest, getKvkkMatches, getKvkkRequest, listKvkkRequests, setKvkkRequestState } from '../../endpoints/kvkk';
import { usePageQuery } from '../use-page-query';
import { useInvalidatingMutation } from '../use-invalidating-mutation';
import { kvkkKeys } from './kvkk-keys';

/** GET /kvkk/requests: one page, overdue first (the server orders). */
export function useKvkkRequests(params: KvkkRequestListParams = {}) {
  return usePageQuery(kvkkKeys.requests(params), (api) => listKvkkRequests(api, params));
}

/** GET /kvkk/requests/{id}; `shown` (the list's row) stands in until it is read. */
export function useKvkkRequest(id: number, shown?: KvkkRequest) {
  const api = useApi();
  return useQuery({ queryKey: kvkkKeys.request(id), queryFn: () => getKvkkRequest(api, id), placeholderData: shown });
}

/** GET /kvkk/requests/{id}/matches: everything that names the person. */
export function useKvkkMatches(id: number) {
  const api = useApi();
  return useQuery({ queryKey: kvkkKeys.matches(id), queryFn: () => getKvkkMatches(api, id) });
}

/** POST /kvkk/requests: answers the new request. */
export function useRegisterKvkkRequest() {
  return useInvalidatingMutation((api, body: KvkkRequestInput) => createKvkkRequest(api, body), [kvkkKeys.all]);
}

/** PUT /kvkk/requests/{id}/state: closes a request by hand. */
export function useSetKvkkRequestState() {
  return useInvalidatingMutation((api, { id, body }: { id: number; body: KvkkRequestStateInput }) => setKvkkRequestState(api, id, body), [kvkkKeys.all]);
}
