import { ADMIN_ONLY_SAID } from './tenancy-access';
import type { CellResource, OperationRule } from './tenancy-rules';

/**
 * Tenancy rules of the users operations (see tenancy-rules.ts for what a rule says). Accounts are
 * the Admin's alone (administration §6 'Admin users': Tamirci gets the no-access message): every
 * Tamirci, of the cell's shop or the other, is refused with 403 and a Turkish text, before the
 * body is read; `{id}` is the cell's Tamirci account.
 */
const usernameOf = (r: CellResource) => `yonetici${r.freshName.replace(/\W/g, '').toLowerCase()}`;

const createBody = (r: CellResource) => ({
  username: usernameOf(r),
  password: 'Sifre!123',
  firstName: 'Yeni',
  lastName: 'Yönetici',
  email: 'yeni.yonetici@example.com',
  phone: '0532 000 11 22',
  role: 'Admin',
});

/** The edit form's body: e-mail and phone always, a changed name. */
const updateBody = () => ({ firstName: 'Değişen', email: 'personel@example.com', phone: '0532 000 11 33' });

export const USER_RULES: Record<string, OperationRule> = {
  'GET /api/users': { why: 'the admin users list; Admin only', ...ADMIN_ONLY_SAID },
  'GET /api/users/statistics': { why: "the admin users screen's two cards; Admin only", ...ADMIN_ONLY_SAID },
  'GET /api/users/{id}': { why: 'any account, to the Admin only', ...ADMIN_ONLY_SAID, params: { id: 'userId' } },
  'POST /api/user': { why: 'creates an account (the spec path of the user form); Admin only', ...ADMIN_ONLY_SAID, body: createBody },
  'POST /api/users': { why: 'creates an account (the second path); Admin only', ...ADMIN_ONLY_SAID, body: createBody },
  'PUT /api/user/{id}': {
    why: 'edits an account (the spec path of the user form); Admin only',
    ...ADMIN_ONLY_SAID,
    params: { id: 'userId' },
    body: updateBody,
  },
  'PUT /api/users/{id}': { why: 'edits an account (the second path); Admin only', ...ADMIN_ONLY_SAID, params: { id: 'userId' }, body: updateBody },
  'POST /api/users/{id}/toggle-status': { why: 'Aktif/Pasif of an account; Admin only', ...ADMIN_ONLY_SAID, params: { id: 'userId' } },
  'DELETE /api/users/{id}': { why: 'deletes an account; Admin only', ...ADMIN_ONLY_SAID, params: { id: 'userId' } },
};
