import { ADMIN_ONLY_SAID } from './tenancy-access';
import type { OperationRule } from './tenancy-rules';

/**
 * Tenancy rules of the system logs operations (see tenancy-rules.ts for what a rule says). The log
 * holds every shop's activity, so it is the Admin's alone (administration §2.6 'Admin only', §6
 * 'System logs: Tamirci not allowed'): every Tamirci, of the cell's shop or the other, gets 403 with
 * a Turkish text before the body is read, nobody signed in 401.
 */
const today = () => new Date().toISOString().slice(0, 10);

export const SYSTEM_LOG_RULES: Record<string, OperationRule> = {
  'POST /api/logs/search': {
    why: 'the log screen’s list (a read in a POST body); Admin only',
    ...ADMIN_ONLY_SAID,
    destructive: false,
    body: () => ({ pageNumber: 1, pageSize: 10, searchText: 'api' }),
  },
  'GET /api/logs/statistics': { why: 'the log screen’s four cards; Admin only', ...ADMIN_ONLY_SAID, query: () => ({ startDate: today(), endDate: today() }) },
  'GET /api/logs/{id}': {
    why:
      'one log row; Admin only. No cell resource is a log row, so the id is the cell Tamirci’s user id: the matrix’s log has ' +
      'many more rows (logins, requests) than there are accounts, and nothing deletes them, so that row exists',
    ...ADMIN_ONLY_SAID,
    params: { id: 'userId' },
  },
  'POST /api/logs/export': {
    why: 'a file of every shop’s log rows; Admin only',
    ...ADMIN_ONLY_SAID,
    body: () => ({ startDate: today(), endDate: today(), format: 'JSON' }),
  },
  'DELETE /api/logs/clean': {
    why: 'deletes old log rows; Admin only (a year kept here, so the matrix’s own rows stay)',
    ...ADMIN_ONLY_SAID,
    query: () => ({ daysToKeep: '365' }),
  },
  'GET /api/settings/logs': { why: 'the settings’ simple log list; Admin only (§2.5: non-admins see only the change-password tab)', ...ADMIN_ONLY_SAID },
};
