import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import type { KvkkDestructionLogParams, KvkkSettingsInput } from '../../dto/kvkk';
import { getKvkkNotice, getKvkkSettings, listKvkkDestructionLog, listKvkkNoticeVersions, putKvkkSettings } from '../../endpoints/kvkk';
import { usePageQuery } from '../use-page-query';
import { kvkkKeys } from './kvkk-keys';

/** GET /kvkk/destruction-log: one page, newest first. */
export function useKvkkDestructionLog(params: KvkkDestructionLogParams = {}) {
  return usePageQuery(kvkkKeys.destructionLog(params), (api) => listKvkkDestructionLog(api, params));
}

/** GET /settings/kvkk: the KVKK tab with the current notice version. */
export function useKvkkSettings() {
  const api = useApi();
  return useQuery({ queryKey: kvkkKeys.settings, queryFn: () => getKvkkSettings(api) });
}

/** GET /settings/kvkk/notice-versions: every version of the notice, newest first. */
export function useKvkkNoticeVersions() {
  const api = useApi();
  return useQuery({ queryKey: kvkkKeys.noticeVersions, queryFn: () => listKvkkNoticeVersions(api) });
}

/** PUT /settings/kvkk: the answer (with the new version, when the text changed) is shown at once; the versions and the notice read again. */
export function useSaveKvkkSettings() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KvkkSettingsInput) => putKvkkSettings(api, body),
    onSuccess: async (saved) => {
      client.setQueryData(kvkkKeys.settings, saved);
      await Promise.all([client.invalidateQueries({ queryKey: kvkkKeys.noticeVersions }), client.invalidateQueries({ queryKey: kvkkKeys.notice })]);
    },
  });
}

/** GET /kvkk/notice (public): the current notice, shown on the signing pad; its version goes with the signature. */
export function useKvkkNotice({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: kvkkKeys.notice, queryFn: () => getKvkkNotice(api), enabled, staleTime: 60_000 });
}
