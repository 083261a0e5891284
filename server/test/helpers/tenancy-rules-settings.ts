import type { OperationRule } from './tenancy-rules';

/** Tenancy rules of the settings operations (see tenancy-rules.ts for what a rule says). */
export const SETTINGS_RULES: Record<string, OperationRule> = {};
