import type { OperationRule } from './tenancy-rules';

type Access = Pick<OperationRule, 'anonymous' | 'admin' | 'own' | 'other'>;

/**
 * The answers most operations give the four callers of a cell (see tenancy-rules.ts); a rule
 * spreads one of these and overrides what differs.
 */

/** No login needed (the link token or the credentials are the permission). */
export const OPEN_TO_ALL = { anonymous: 'allowed', admin: 'allowed', own: 'allowed', other: 'allowed' } as const satisfies Access;

/** Any signed-in user; what each one sees is narrowed by the service. */
export const SIGNED_IN = { anonymous: 401, admin: 'allowed', own: 'allowed', other: 'allowed' } as const satisfies Access;

/** Admin, or a Tamirci of the resource's shop; another shop's resource is not found. */
export const OWN_SHOP = { anonymous: 401, admin: 'allowed', own: 'allowed', other: 404 } as const satisfies Access;

/** Admin only: every Tamirci is refused. */
export const ADMIN_ONLY = { anonymous: 401, admin: 'allowed', own: 403, other: 403 } as const satisfies Access;

/** Admin only, every refusal with a Turkish text about the permission or the session. */
export const ADMIN_ONLY_SAID = { ...ADMIN_ONLY, refusalMessage: /yetki|oturum/i } as const satisfies Partial<OperationRule>;

/** An operation on one form (`{id}` = the cell's form), ruled as reading the form: OWN_SHOP. */
export const onOwnForm = (why: string, more: Partial<OperationRule> = {}) => ({ why, ...OWN_SHOP, params: { id: 'formId' }, ...more }) as const;

/** An operation on one company (`{id}` = the cell's company), ruled as reading the company: OWN_SHOP. */
export const onOwnCompany = (why: string, more: Partial<OperationRule> = {}) => ({ why, ...OWN_SHOP, params: { id: 'companyId' }, ...more }) as const;
