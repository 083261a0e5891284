import { OWN_SHOP, SIGNED_IN } from './tenancy-access';
import type { OperationRule } from './tenancy-rules';

/**
 * Tenancy rules of the notification operations (see tenancy-rules.ts for what a rule says).
 * A Tamirci sees the notifications of their own shop only (its forms' e-mails, its test e-mails).
 */
export const NOTIFICATION_RULES: Record<string, OperationRule> = {
  'GET /api/notification': {
    why: 'Admin: every notification; Tamirci: their shop’s only (recipient and customer name masked in every answer, the form number joined)',
    ...SIGNED_IN,
    query: () => ({ page: '1', pageSize: '200', type: 'Email' }),
    ownShows: ['formNumber'],
  },
  'GET /api/notification/statistics': {
    why: 'counts over the notifications the caller sees',
    ...SIGNED_IN,
  },
  'POST /api/notification/resend': {
    why: 'a notification of another shop is not found',
    ...OWN_SHOP,
    body: (r) => ({ notificationId: r.notificationId }),
  },
  'POST /api/notification/test-email': {
    why: 'Admin: any recipient; a Tamirci only to one of their own companies (another shop’s company is not found)',
    ...OWN_SHOP,
    body: (r) => ({ type: 'Email', recipient: 'test@tamir.example', subject: 'Test', body: 'Deneme', companyId: r.companyId }),
  },
};
