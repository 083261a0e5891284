import type { KvkkDestructionLogParams, KvkkRequestListParams } from '../../dto/kvkk';

/** Cache keys of the KVKK screens (issue 30), all under 'kvkk' so an erase or a correction marks every one stale. */
export const kvkkKeys = {
  all: ['kvkk'] as const,
  requests: (params: KvkkRequestListParams) => ['kvkk', 'requests', params] as const,
  request: (id: number) => ['kvkk', 'request', id] as const,
  matches: (id: number) => ['kvkk', 'matches', id] as const,
  destructionLog: (params: KvkkDestructionLogParams) => ['kvkk', 'destruction-log', params] as const,
  settings: ['kvkk', 'settings'] as const,
  noticeVersions: ['kvkk', 'notice-versions'] as const,
  notice: ['kvkk', 'notice'] as const,
  /** A repair shop's notice (GET /kvkk/notice?shop=…), under `notice` so a save of the tab marks it stale. */
  shopNotice: (shopId: number | null) => ['kvkk', 'notice', shopId] as const,
  shopController: (shopId: number) => ['kvkk', 'shop', shopId] as const,
};
