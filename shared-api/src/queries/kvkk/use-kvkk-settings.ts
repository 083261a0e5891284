import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import type { KvkkDestructionLogParams, KvkkSettingsInput, ShopKvkkInput } from '../../dto/kvkk';
import {
  getKvkkNotice,
  getKvkkSettings,
  getShopKvkk,
  listKvkkDestructionLog,
  listKvkkNoticeVersions,
  putKvkkSettings,
  putShopKvkk,
} from '../../endpoints/kvkk';
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

/**
 * GET /kvkk/notice (public): the current notice, shown on the signing pad; its version goes with the
 * signature. With `shopId`, the notice of that repair shop (its own controller, else the portal's).
 */
export function useKvkkNotice({ enabled = true, shopId = null }: { enabled?: boolean; shopId?: number | null } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: shopId ? kvkkKeys.shopNotice(shopId) : kvkkKeys.notice,
    queryFn: () => getKvkkNotice(api, shopId),
    enabled,
    staleTime: 60_000,
  });
}

/** GET /repairshop/{id}/kvkk (Admin): a shop's own controller and notice text. */
export function useShopKvkk(shopId: number | null) {
  const api = useApi();
  return useQuery({ queryKey: kvkkKeys.shopController(shopId ?? 0), queryFn: () => getShopKvkk(api, shopId ?? 0), enabled: shopId !== null });
}

/** PUT /repairshop/{id}/kvkk: the answer is shown at once; the shop's notice reads again. */
export function useSaveShopKvkk() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { shopId: number; body: ShopKvkkInput }) => putShopKvkk(api, input.shopId, input.body),
    onSuccess: async (saved, input) => {
      client.setQueryData(kvkkKeys.shopController(input.shopId), saved);
      await client.invalidateQueries({ queryKey: kvkkKeys.shopNotice(input.shopId) });
    },
  });
}
