import { DEFAULT_SETTINGS } from '../../src/modules/settings/defaults';
import { ADMIN_ONLY_SAID } from './tenancy-access';
import type { OperationRule } from './tenancy-rules';

const { systemVersion: _readOnly, ...general } = DEFAULT_SETTINGS.general;

/** Tenancy rules of the settings operations (see tenancy-rules.ts for what a rule says). */
export const SETTINGS_RULES: Record<string, OperationRule> = {
  'PUT /api/settings': {
    why: 'Admin only (administration §2.5, §6: a Tamirci sees only the change-password tab); the body re-saves the defaults',
    ...ADMIN_ONLY_SAID,
    body: () => ({ general }),
  },
  'GET /api/settings/sms': {
    why: 'Admin only; the SMS provider keys are the whole system’s',
    ...ADMIN_ONLY_SAID,
  },
  'PUT /api/settings/sms': {
    why: 'Admin only; the body re-saves the defaults',
    ...ADMIN_ONLY_SAID,
    body: () => ({ ...DEFAULT_SETTINGS.sms }),
  },
  'POST /api/settings/change-password': {
    why:
      'Every signed-in user changes only their own password (there is no user id to name another’s). The body’s current ' +
      'password is wrong, so each signed-in cell gets the same 400 and no session of the matrix ends',
    anonymous: 401,
    admin: 400,
    own: 400,
    other: 400,
    body: () => ({ currentPassword: 'tenancy-yanlis-sifre', newPassword: 'YeniSifre1!', confirmPassword: 'YeniSifre1!' }),
    refusalMessage: /Mevcut şifre yanlış|oturum/i,
  },
  'POST /api/settings/test-email': {
    why: 'Admin only. The matrix server has no SMTP, so the Admin passes the permission check and gets 400 (sending is off)',
    anonymous: 401,
    admin: 400,
    own: 403,
    other: 403,
    body: () => ({ toEmail: 'test@tamir.example' }),
    refusalMessage: /yetki|oturum|gönderilemedi/i,
  },
  'POST /api/settings/public-base-url': {
    why: "Admin only: the portal's address for every e-mail and QR code; recorded only while none is known",
    ...ADMIN_ONLY_SAID,
    body: () => ({ origin: 'https://tamir.example' }),
  },
  'GET /api/settings/system-info': {
    why: 'Admin only: totals over every shop',
    ...ADMIN_ONLY_SAID,
  },
};
