import { SIGNED_IN, onOwnCompany } from './tenancy-access';
import type { OperationRule } from './tenancy-rules';

const CONTACT = { contactEmail: 'guncel@filo.example', contactPhone: '0212 333 22 11' };

/** Tenancy rules of the companies operations (see tenancy-rules.ts for what a rule says). ARCHITECTURE §3: a Tamirci reaches only their shop's companies. */
export const COMPANY_RULES: Record<string, OperationRule> = {
  'GET /api/company': {
    why: 'Admin: every company; Tamirci: companies linked to their shop',
    ...SIGNED_IN,
    query: (r) => ({ name: r.companyName }),
    ownShows: ['companyName', 'companyEmail'],
  },
  'GET /api/company/statistics': {
    why: 'counts over the companies the caller sees; a Tamirci’s repairShopId is ignored (their own shop)',
    ...SIGNED_IN,
    query: (r) => ({ repairShopId: String(r.shopId) }),
  },
  'POST /api/company': {
    why: 'any signed-in user creates a company; a Tamirci’s new company is linked to their shop, an Admin’s to the shop named',
    ...SIGNED_IN,
    body: (r) => ({ name: r.freshName, contactEmail: 'yeni@firma.example', contactPhone: '0212 333 22 11', address: 'Şişli, İstanbul' }),
  },
  'GET /api/company/{id}': onOwnCompany('a company of another shop is not found', { ownShows: ['companyName', 'companyEmail'] }),
  'PUT /api/company/{id}': onOwnCompany('a Tamirci edits only their shop’s companies; another shop’s is not found', {
    body: (r) => ({ name: r.companyName, ...CONTACT }),
  }),
  'DELETE /api/company/{id}': onOwnCompany(
    'a Tamirci deletes only their shop’s companies (with their vehicles, none with forms); another shop’s is not found',
    { withoutForm: true },
  ),
  'GET /api/company/{id}/users': onOwnCompany('a company of another shop is not found'),
  'GET /api/company/{id}/vehicles': onOwnCompany('a company of another shop is not found; its vehicles (with driver phones) stay hidden', {
    ownShows: ['plate', 'driverPhone'],
  }),
};
