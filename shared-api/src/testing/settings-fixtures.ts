import type { SystemInfo } from '../types';
/** The general settings as a fresh portal holds them (the seven fields every general-settings body has). */
export const GENERAL_SETTINGS = {
  systemName: 'Tamir Formu',
  sessionTimeoutMinutes: 60,
  maxLoginAttempts: 5,
  passwordMinLength: 6,
  passwordExpiryDays: 0,
  formRedirectTimeoutSeconds: 120,
  requirePasswordChange: false,
};

/** GET /settings/system-info of a small PGlite portal; `overrides` set what a test looks at. */
export function aSystemInfo(overrides: Partial<SystemInfo> = {}): SystemInfo {
  return {
    version: '1.4.2',
    environment: 'production',
    serverTime: '2026-11-27T10:00:00.000Z',
    databaseProvider: 'PGlite',
    databaseSizeBytes: 12.5 * 1024 * 1024,
    memory: { usedMemoryBytes: 200 * 1024 * 1024, totalMemoryBytes: 8 * 1024 ** 3, usagePercentage: 2.4 },
    totalUsers: 7,
    totalCompanies: 12,
    totalVehicles: 1234,
    totalRepairForms: 560,
    remotes: [
      {
        name: 'mfe_operations',
        address: '/remotes/mfe_operations/0.1.0-3f2a1bc9/mf-manifest.json',
        source: 'deployed',
        version: '0.1.0',
        commit: '3f2a1bc9',
        builtAt: '2026-11-27T09:30:00.000Z',
      },
      {
        name: 'mfe_public_form',
        address: '/mfe/public-form/mf-manifest.json',
        source: 'build',
        version: '0.1.0',
        commit: null,
        builtAt: '2026-11-26T08:00:00.000Z',
      },
      { name: 'mfe_admin', address: 'https://cdn.example.com/admin/mf-manifest.json', source: 'env', version: null, commit: null, builtAt: null },
    ],
    ...overrides,
  };
}
