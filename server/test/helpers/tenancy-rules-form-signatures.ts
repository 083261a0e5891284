import { asDataUrl, signaturePng } from './signature-png';
import { onOwnForm } from './tenancy-access';
import type { OperationRule } from './tenancy-rules';

const IMAGE = asDataUrl(signaturePng({ width: 120, height: 40 }));

/** Tenancy rules of signing a form on the device (issue 14; see tenancy-rules.ts for what a rule says). */
export const FORM_SIGNATURE_RULES: Record<string, OperationRule> = {
  'POST /api/repairform/{id}/signatures': onOwnForm(
    'as reading the form: Admin any form, a Tamirci their own shop’s; another shop’s form is not found (404, not 403) and nothing is stored',
    { body: (r) => ({ role: 'driver', signerName: r.ownerName, image: IMAGE }), ownShows: ['formNumber'] },
  ),
};
