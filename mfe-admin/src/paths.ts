/** Routes of this remote (administration §2) and the ones it links to. */
export const PATHS = {
  users: '/admin/users',
  repairShops: '/admin/repair-shops',
  companies: '/admin/companies',
  /** 'Müşteri Ekle' on a shop card: the company screen opened on that shop. */
  shopCompanies: (repairShopId: number) => `/admin/companies?repairShopId=${repairShopId}`,
  notifications: '/admin/notifications',
  settings: '/admin/settings',
  logs: '/admin/logs',
  kvkk: '/admin/kvkk',
  dashboard: '/admin',
} as const;

/** A route or query id: a positive whole number, else null. */
export function idFrom(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
