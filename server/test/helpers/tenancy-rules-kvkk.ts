import { KVKK_DEFAULT_NOTICE, KVKK_RETENTION_DEFAULTS } from '@tamir/shared-api/domain';
import { ADMIN_ONLY_SAID, OPEN_TO_ALL } from './tenancy-access';
import type { OperationRule } from './tenancy-rules';

const ADMIN = 'Admin only (issue 30: the KVKK screen and the KVKK tab are the Admin’s; a request names people of every shop)';

/** Tenancy rules of KVKK (issue 30; see tenancy-rules.ts for what a rule says): Admin only, the notice public. */
export const KVKK_RULES: Record<string, OperationRule> = {
  'POST /api/kvkk/requests': {
    why: ADMIN,
    ...ADMIN_ONLY_SAID,
    body: () => ({
      applicantName: 'Matris Başvuran',
      tckn: '10000000146',
      noticeAddress: 'Matris Sokak 1, İstanbul',
      subject: 'Hakkımdaki veriler',
      channel: 'Kayıtlı E-posta',
      receivedAt: '2026-11-01',
      kind: 'Bilgi',
      name: 'Kimsesiz Kişi',
    }),
  },
  'GET /api/kvkk/requests': { why: ADMIN, ...ADMIN_ONLY_SAID },
  'GET /api/kvkk/requests/{id}': { why: ADMIN, ...ADMIN_ONLY_SAID, params: { id: 'kvkkEraseId' } },
  'PUT /api/kvkk/requests/{id}/state': { why: ADMIN, ...ADMIN_ONLY_SAID, params: { id: 'kvkkEraseId' }, body: () => ({ state: 'Reddedildi' }) },
  'GET /api/kvkk/requests/{id}/matches': { why: ADMIN, ...ADMIN_ONLY_SAID, params: { id: 'kvkkEraseId' } },
  'GET /api/kvkk/requests/{id}/export': { why: ADMIN, ...ADMIN_ONLY_SAID, params: { id: 'kvkkEraseId' }, query: () => ({ format: 'json' }) },
  'POST /api/kvkk/requests/{id}/erase': {
    why: `${ADMIN}; the cell’s request names nobody of the matrix, so the erase touches none of its data`,
    ...ADMIN_ONLY_SAID,
    params: { id: 'kvkkEraseId' },
    // Nothing ticked: only what the phone ties to the applicant (issue 41 §1).
    body: () => ({ ticked: {} }),
  },
  'POST /api/kvkk/requests/{id}/correct': {
    why: `${ADMIN}; the cell’s Düzeltme request names nobody of the matrix`,
    ...ADMIN_ONLY_SAID,
    params: { id: 'kvkkCorrectionId' },
    body: () => ({ name: 'Düzeltilmiş Ad' }),
  },
  'POST /api/kvkk/requests/{id}/verify': {
    why: `${ADMIN} (issue 41 §2: who checked the applicant's identity is the Admin who records it)`,
    ...ADMIN_ONLY_SAID,
    params: { id: 'kvkkFreshId' },
    body: () => ({ method: 'Noter onaylı başvuru' }),
  },
  'POST /api/kvkk/requests/{id}/answer': {
    why: `${ADMIN} (issue 41 §2: the controller's answer to a request)`,
    ...ADMIN_ONLY_SAID,
    params: { id: 'kvkkFreshId' },
    body: () => ({ decision: 'Red', reason: 'Matris gerekçesi', channel: 'E-posta' }),
  },
  'GET /api/kvkk/requests/{id}/answer.pdf': {
    why: `${ADMIN} (issue 41 §2: the answer letter names the applicant)`,
    ...ADMIN_ONLY_SAID,
    params: { id: 'kvkkAnsweredId' },
  },
  'GET /api/kvkk/destruction-log': { why: ADMIN, ...ADMIN_ONLY_SAID },
  'GET /api/kvkk/destruction-log/export': { why: ADMIN, ...ADMIN_ONLY_SAID, query: () => ({ format: 'csv' }) },
  'GET /api/kvkk/inventory': { why: ADMIN, ...ADMIN_ONLY_SAID },
  'GET /api/kvkk/notice': {
    why:
      'public (Art. 10): the notice is shown where data is taken, to anyone; ?shop= gives a repair shop’s own controller ' +
      '(a business’s published notice, not its data; issue 41 §3)',
    ...OPEN_TO_ALL,
  },
  'GET /api/repairshop/{id}/kvkk': {
    why: 'a repair shop’s own controller and notice (issue 41 §3): Admin only, as the shop screens and the KVKK tab; a Tamirci is refused (403), even for their own shop',
    ...ADMIN_ONLY_SAID,
    params: { id: 'shopId' },
  },
  'PUT /api/repairshop/{id}/kvkk': {
    why: 'as reading it: Admin only; a Tamirci (own shop or another) is refused before the body is read (403) and nothing is written',
    ...ADMIN_ONLY_SAID,
    params: { id: 'shopId' },
    body: () => ({ controllerTitle: '', address: '', email: '', kepAddress: '', noticeText: '' }),
  },
  'GET /api/settings/kvkk': { why: `${ADMIN}; the settings tabs are the Admin’s (administration §2.5)`, ...ADMIN_ONLY_SAID },
  'PUT /api/settings/kvkk': {
    why: `${ADMIN}; the settings tabs are the Admin’s (administration §2.5)`,
    ...ADMIN_ONLY_SAID,
    body: () => ({
      controllerTitle: 'Matris Oto Servis',
      address: 'İstanbul',
      email: 'kvkk@matris.com.tr',
      kepAddress: '',
      noticeText: KVKK_DEFAULT_NOTICE,
      retention: KVKK_RETENTION_DEFAULTS,
    }),
  },
  'GET /api/settings/kvkk/notice-versions': { why: ADMIN, ...ADMIN_ONLY_SAID },
};
