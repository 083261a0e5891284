import { eq } from 'drizzle-orm';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { LIMITS } from '@tamir/shared-api/domain';
import type { GeneralSettings } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/index';
import { SERVER_ROOT } from '../../server-root';

/** The running build's version (server/package.json): read-only on the general tab and the system info. */
export const SYSTEM_VERSION: string = (JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Defaults of every settings section, inside the bounds of administration §5. */
export const DEFAULT_SETTINGS = {
  general: {
    systemName: 'Tamir Formu',
    systemVersion: SYSTEM_VERSION,
    sessionTimeoutMinutes: 60,
    maxLoginAttempts: 5,
    passwordMinLength: LIMITS.passwordMinLength,
    passwordExpiryDays: 0,
    formRedirectTimeoutSeconds: LIMITS.defaultFormRedirectSeconds,
    requirePasswordChange: false,
    /** '' until an admin's browser records its origin or an admin types it (issue 14). */
    publicBaseUrl: '',
  } satisfies GeneralSettings,
  email: {
    enabled: false,
    smtpHost: '',
    smtpPort: 587,
    username: '',
    password: '',
    fromEmail: '',
    fromName: 'Tamir Formu',
    useSsl: false,
  },
  sms: {
    enableSmsNotifications: false,
    sendSmsOnFormCreate: false,
    sendSmsOnFormComplete: false,
    provider: 'Netgsm',
    sender: '',
    smsLanguage: 'TR',
    apiKey: '',
    apiSecret: '',
    fromNumber: '',
  },
  logging: {
    logLevel: 'Information',
    retentionDays: 90,
    maxFileSizeMB: 10,
    enableFileLogging: false,
    enableDatabaseLogging: true,
  },
  backup: {
    autoBackupEnabled: false,
    backupSchedule: 'Daily',
    backupTime: '03:00',
    retentionCount: 7,
    lastBackupDate: null as string | null,
    lastBackupFile: null as string | null,
  },
};

export type SettingsSection = keyof typeof DEFAULT_SETTINGS;

/** Inserts the settings sections that are missing; existing values are never overwritten (start-up and restore). */
export async function ensureDefaultSettings(db: Db): Promise<void> {
  const rows = Object.entries(DEFAULT_SETTINGS).map(([section, value]) => ({ section, value: value as Record<string, unknown> }));
  await db.insert(settings).values(rows).onConflictDoNothing({ target: settings.section });
}

/** A settings section as stored, over its defaults. */
export async function readSettingsSection<S extends SettingsSection>(db: Db, section: S): Promise<(typeof DEFAULT_SETTINGS)[S]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.section, section));
  return { ...DEFAULT_SETTINGS[section], ...(row?.value ?? {}) } as (typeof DEFAULT_SETTINGS)[S];
}
