import { ADMIN_ONLY, SIGNED_IN } from './tenancy-access';
import type { OperationRule } from './tenancy-rules';

const ADMIN_ONLY_WHY = 'administration §6: repair shops are Admin only (a Tamirci is refused before the body is read)';

/** Tenancy rules of the repair shops operations (see tenancy-rules.ts for what a rule says). */
export const REPAIR_SHOP_RULES: Record<string, OperationRule> = {
  'GET /api/repairshop': {
    why: 'Admin: every shop; Tamirci: their own only, whatever the filters say (the form list’s shop selector)',
    ...SIGNED_IN,
    query: (r) => ({ name: r.shopName }),
    ownShows: ['shopName'],
  },
  'GET /api/repairshop/statistics': {
    why: ADMIN_ONLY_WHY,
    ...ADMIN_ONLY,
  },
  'GET /api/repairshop/{id}': {
    why: ADMIN_ONLY_WHY,
    ...ADMIN_ONLY,
    params: { id: 'shopId' },
    ownShows: ['shopName'],
  },
  'POST /api/repairshop': {
    why: ADMIN_ONLY_WHY,
    ...ADMIN_ONLY,
    body: (r) => ({
      name: `Tamirhane ${r.freshName}`,
      contactPhone: '0212 444 55 66',
      contactEmail: 'yeni@tamirhane.example',
      username: r.freshName.replace(/\W/g, '').toLowerCase(),
      password: 'Sifre!123',
    }),
  },
  'PUT /api/repairshop/{id}': {
    why: ADMIN_ONLY_WHY,
    ...ADMIN_ONLY,
    params: { id: 'shopId' },
    body: () => ({ contactPhone: '0212 555 44 33', contactEmail: 'atolye@example.com' }),
  },
  'DELETE /api/repairshop/{id}': {
    why: `${ADMIN_ONLY_WHY}; a shop with repair forms (every cell’s shop has some) is not deleted: 409`,
    anonymous: 401,
    admin: 409,
    own: 403,
    other: 403,
    params: { id: 'shopId' },
  },
  'GET /api/repairshop/{id}/companies': {
    why: ADMIN_ONLY_WHY,
    ...ADMIN_ONLY,
    params: { id: 'shopId' },
    ownShows: ['companyName'],
  },
  'POST /api/repairshop/{id}/companies/{companyId}': {
    why: `${ADMIN_ONLY_WHY}; linking is idempotent`,
    ...ADMIN_ONLY,
    params: { id: 'shopId', companyId: 'companyId' },
  },
  'DELETE /api/repairshop/{id}/companies/{companyId}': {
    why: ADMIN_ONLY_WHY,
    ...ADMIN_ONLY,
    params: { id: 'shopId', companyId: 'companyId' },
  },
};
