import type { OperationRule } from './tenancy-rules';

/** Tenancy rules of the system logs operations (see tenancy-rules.ts for what a rule says). */
export const SYSTEM_LOG_RULES: Record<string, OperationRule> = {};
