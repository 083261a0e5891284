import { onOwnForm } from './tenancy-access';
import type { OperationRule } from './tenancy-rules';

const LINE = { kind: 'Parça', description: 'Fren balatası', quantity: 1, unit: 'takım', unitPriceKurus: 185000, vatRate: 20 };

/** Tenancy rules of the repair followed to delivery (issue 28; see tenancy-rules.ts for what a rule says). */
export const REPAIR_WORK_RULES: Record<string, OperationRule> = {
  'PUT /api/repairform/{id}/status': onOwnForm(
    'as reading the form: Admin any form, a Tamirci their own shop’s; another shop’s form is not found (404) and nothing moves',
    { body: () => ({ status: 'İşlemde', note: 'Onaysız başlandı' }), ownShows: ['formNumber'] },
  ),
  'GET /api/repairform/{id}/history': onOwnForm('as reading the form; another shop’s form is not found (404)'),
  'GET /api/repairform/{id}/items': onOwnForm('as reading the form; another shop’s form is not found (404)'),
  'PUT /api/repairform/{id}/items': onOwnForm('as reading the form; another shop’s form is not found (404) and no line is written', {
    body: () => ({ version: 0, items: [LINE] }),
  }),
  'POST /api/repairform/{id}/estimate': {
    why:
      'as reading the form: another shop’s form is not found (404); the cell’s form has no lines, so its owners reach the ' +
      'estimate’s own check (409 "Teklif göndermek için en az bir kalem ekleyin") and nothing is sent',
    anonymous: 401,
    admin: 409,
    own: 409,
    other: 404,
    params: { id: 'formId' },
    body: () => ({ version: 0 }),
  },
  'POST /api/repairform/public/{token}/approval': {
    why:
      'no login: the link token is the permission, the same for everyone; the cell’s form waits for no answer (Beklemede), ' +
      'so every caller gets 409 "Bu form için yanıt bekleyen bir teklif yok" and nothing is recorded',
    anonymous: 409,
    admin: 409,
    own: 409,
    other: 409,
    params: { token: 'token' },
    body: () => ({ decision: 'approve', name: 'Ayşe Filo', version: 0 }),
    refusalMessage: /yanıt bekleyen/,
  },
};
