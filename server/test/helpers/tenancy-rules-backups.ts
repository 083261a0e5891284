import { ADMIN_ONLY_SAID } from './tenancy-access';
import type { OperationRule } from './tenancy-rules';

/** Tenancy rules of the backups operations (see tenancy-rules.ts for what a rule says). */
export const BACKUP_RULES: Record<string, OperationRule> = {
  'GET /api/settings/backups': {
    why: 'Admin only (administration §2.5: non-admins see only the change-password tab; §6 Settings: Tamirci no access)',
    ...ADMIN_ONLY_SAID,
  },
  'POST /api/settings/backup': {
    why: 'Admin only; a backup holds every shop’s data, so no Tamirci may take one',
    ...ADMIN_ONLY_SAID,
    body: () => ({ description: 'Tenancy matrisi yedeği' }),
  },
  'POST /api/settings/restore': {
    why:
      'Admin only. A real restore would replace the matrix’s own data and end every session of the other cells, so the body ' +
      'names a well-formed backup that does not exist: the Admin passes the permission check and gets 404, the others 403/401',
    anonymous: 401,
    admin: 404,
    own: 403,
    other: 403,
    body: () => ({ fileName: 'tenancy-matrisi-olmayan-yedek.sql.gz' }),
    refusalMessage: /yetki|oturum|bulunamadı/i,
  },
};
