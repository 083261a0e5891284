import type { OperationRule } from './tenancy-rules';

/** Tenancy rules of the backups operations (see tenancy-rules.ts for what a rule says). */
export const BACKUP_RULES: Record<string, OperationRule> = {};
