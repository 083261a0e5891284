import { OPEN_TO_ALL, onOwnForm } from './tenancy-access';
import type { Marker, OperationRule } from './tenancy-rules';

/** What a PDF of the public page may carry (its document info names the form and plate in clear). */
const PRINTED: readonly Marker[] = ['plate', 'ownerName', 'companyName', 'companyPhone', 'companyAddress', 'formNumber', 'token'];

/**
 * Tenancy rules of the form's PDF (issue 14; see tenancy-rules.ts for what a rule says). The body is
 * a compressed PDF, so no marker can be looked for in it: form-pdf.test.ts reads it back instead.
 */
export const FORM_PDF_RULES: Record<string, OperationRule> = {
  'GET /api/repairform/{id}/pdf': onOwnForm('as reading the form: Admin any form, a Tamirci their own shop’s; another shop’s form is not found (404, not 403)'),
  'GET /api/repairform/public/{token}/pdf': {
    why: 'no login: the link token is the permission, as for the public form it prints (core-journeys §6)',
    ...OPEN_TO_ALL,
    params: { token: 'token' },
    otherMayShow: PRINTED,
  },
};
