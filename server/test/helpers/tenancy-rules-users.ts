import type { OperationRule } from './tenancy-rules';

/** Tenancy rules of the users operations (see tenancy-rules.ts for what a rule says). */
export const USER_RULES: Record<string, OperationRule> = {};
