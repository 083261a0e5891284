import { ADMIN_ONLY, OWN_SHOP, SIGNED_IN } from './tenancy-access';
import type { OperationRule } from './tenancy-rules';

const SELLER = {
  title: 'Usta Oto Servis Ltd. Şti.',
  vkn: '1234567890',
  taxOffice: 'Kadıköy',
  address: 'Moda Cad. No: 12 Kadıköy/İstanbul',
  invoicePrefix: 'TNC',
};
const BUYER = { kind: 'VKN', id: '9876543210', name: 'Kaya Lojistik A.Ş.', taxOffice: 'Maltepe', address: 'Sanayi Sok. 3 Tuzla/İstanbul' };

/** Tenancy rules of e-Arşiv / e-Fatura (issue 43; see tenancy-rules.ts for what a rule says). */
export const INVOICE_RULES: Record<string, OperationRule> = {
  'GET /api/repairshop/{id}/seller': {
    why: 'the shop’s seller details: Admin any shop, the shop’s own Tamirci; another shop’s Tamirci is refused (403, as the shop routes answer a Tamirci)',
    ...ADMIN_ONLY,
    own: 'allowed',
    params: { id: 'shopId' },
  },
  'PUT /api/repairshop/{id}/seller': {
    why: 'as reading them; another shop’s Tamirci is refused (403) and nothing is written',
    ...ADMIN_ONLY,
    own: 'allowed',
    params: { id: 'shopId' },
    body: () => SELLER,
  },
  'POST /api/repairform/{id}/invoice': {
    why:
      'as reading the form: another shop’s form is not found (404); the cell’s form already has its sale invoice, so its ' +
      'owners reach the one-per-form rule (409) and nothing is issued',
    anonymous: 401,
    admin: 409,
    own: 409,
    other: 404,
    params: { id: 'formId' },
    body: () => ({ buyer: BUYER }),
  },
  'GET /api/invoices': {
    why: 'any signed-in user; Admin every invoice, a Tamirci their shop’s (the service narrows)',
    ...SIGNED_IN,
  },
  'GET /api/invoices/{id}': { why: 'Admin any invoice, a Tamirci their shop’s; another shop’s is not found (404)', ...OWN_SHOP, params: { id: 'invoiceId' } },
  'GET /api/invoices/{id}/ubl': { why: 'as reading the invoice; another shop’s is not found (404)', ...OWN_SHOP, params: { id: 'invoiceId' } },
  'GET /api/invoices/{id}/pdf': { why: 'as reading the invoice; another shop’s is not found (404)', ...OWN_SHOP, params: { id: 'invoiceId' } },
  'GET /api/invoices/export': {
    why: 'any signed-in user; the ZIP holds Admin every invoice of the period, a Tamirci their shop’s (the service narrows)',
    ...SIGNED_IN,
    query: () => ({ from: '2026-01-01', to: '2026-12-31' }),
  },
  'POST /api/invoices/{id}/return': {
    why: 'as reading the invoice; another shop’s is not found (404) and no İade Faturası is issued',
    ...OWN_SHOP,
    params: { id: 'invoiceId' },
  },
};
