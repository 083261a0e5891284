import type { OperationRule } from './tenancy-rules';

/** Tenancy rules of the notifications operations (see tenancy-rules.ts for what a rule says). */
export const NOTIFICATION_RULES: Record<string, OperationRule> = {};
