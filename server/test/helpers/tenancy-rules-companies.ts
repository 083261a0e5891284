import type { OperationRule } from './tenancy-rules';

/** Tenancy rules of the companies operations (see tenancy-rules.ts for what a rule says). */
export const COMPANY_RULES: Record<string, OperationRule> = {};
