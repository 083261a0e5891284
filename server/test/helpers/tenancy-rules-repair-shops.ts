import type { OperationRule } from './tenancy-rules';

/** Tenancy rules of the repair shops operations (see tenancy-rules.ts for what a rule says). */
export const REPAIR_SHOP_RULES: Record<string, OperationRule> = {};
