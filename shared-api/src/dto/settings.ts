import { Type, type Static } from 'typebox';
import { Nullable, counts } from './common';
import type { changePasswordSchema } from '../schemas/settings';
import type { BodyOf } from '../schemas/body-of';

export const GeneralSettingsDto = Type.Object({
  systemName: Type.String(),
  systemVersion: Type.String({ description: 'read-only: the version of the running build' }),
  sessionTimeoutMinutes: Type.Integer(),
  maxLoginAttempts: Type.Integer(),
  passwordMinLength: Type.Integer(),
  passwordExpiryDays: Type.Integer(),
  formRedirectTimeoutSeconds: Type.Integer(),
  requirePasswordChange: Type.Boolean(),
  publicBaseUrl: Type.String({
    description:
      "the portal's public address for links in e-mails and QR codes ('' until known; recorded from an admin's browser the first time). " +
      'A user other than an Admin receives the address in effect (PUBLIC_BASE_URL when set)',
  }),
  publicBaseUrlOverride: Type.Optional(
    Nullable(Type.String({ description: 'read-only, Admin only: PUBLIC_BASE_URL when the install sets it; it wins over publicBaseUrl' })),
  ),
});
export type GeneralSettings = Static<typeof GeneralSettingsDto>;

/** A write-only secret reads back as '********' when one is stored, null when none is. */
const Secret = Nullable(Type.String({ description: "'********' when set, null when not; never the value" }));

export const EmailSettingsDto = Type.Object({
  enabled: Type.Boolean(),
  smtpHost: Type.String(),
  smtpPort: Type.Integer(),
  username: Type.String(),
  password: Secret,
  fromEmail: Type.String(),
  fromName: Type.String(),
  useSsl: Type.Boolean(),
});
export type EmailSettings = Static<typeof EmailSettingsDto>;

export const SmsSettingsDto = Type.Object({
  enableSmsNotifications: Type.Boolean(),
  sendSmsOnFormCreate: Type.Boolean(),
  sendSmsOnFormComplete: Type.Boolean(),
  provider: Type.String(),
  sender: Type.String(),
  smsLanguage: Type.String(),
  apiKey: Secret,
  apiSecret: Secret,
  fromNumber: Type.String(),
});
export type SmsSettings = Static<typeof SmsSettingsDto>;

export const LoggingSettingsDto = Type.Object({
  logLevel: Type.String(),
  retentionDays: Type.Integer(),
  maxFileSizeMB: Type.Integer(),
  enableFileLogging: Type.Boolean(),
  enableDatabaseLogging: Type.Boolean(),
});
export type LoggingSettings = Static<typeof LoggingSettingsDto>;

export const BackupSettingsDto = Type.Object({
  autoBackupEnabled: Type.Boolean(),
  backupSchedule: Type.String(),
  backupTime: Type.String(),
  retentionCount: Type.Integer(),
  lastBackupDate: Nullable(Type.String()),
  lastBackupFile: Nullable(Type.String()),
});
export type BackupSettings = Static<typeof BackupSettingsDto>;

/**
 * GET /settings. Admin receives every section (secrets never in clear); other users receive
 * only what their screens need: general.formRedirectTimeoutSeconds and passwordMinLength (see docs/decisions.md).
 */
/** Issue 44: days and km left at which a reminder becomes 'Yakın' and 'Çok Yakın'. */
export const ReminderSettingsDto = Type.Object({
  soonDays: Type.Integer(),
  verySoonDays: Type.Integer(),
  soonKilometers: Type.Integer(),
  verySoonKilometers: Type.Integer(),
});
export type ReminderSettings = Static<typeof ReminderSettingsDto>;

export const SettingsDto = Type.Object({
  general: Type.Partial(GeneralSettingsDto),
  email: Type.Optional(EmailSettingsDto),
  sms: Type.Optional(SmsSettingsDto),
  logging: Type.Optional(LoggingSettingsDto),
  backup: Type.Optional(BackupSettingsDto),
  reminders: Type.Optional(ReminderSettingsDto),
});
export type Settings = Static<typeof SettingsDto>;

/** GET /settings/system-info (administration §3 'System info'). */
export const SystemInfoDto = Type.Object({
  version: Type.String(),
  environment: Type.String(),
  serverTime: Type.String({ description: 'ISO date-time' }),
  databaseProvider: Type.String({ description: 'PGlite or PostgreSQL' }),
  databaseSizeBytes: Type.Integer({ description: 'the size of the database on disk (pg_database_size)' }),
  memory: Type.Object({ usedMemoryBytes: Type.Integer(), totalMemoryBytes: Type.Integer(), usagePercentage: Type.Number() }),
  ...counts('totalUsers', 'totalCompanies', 'totalVehicles', 'totalRepairForms'),
  /** Each remote as it runs now (issue 31): its address, version, commit and build time where known. */
  remotes: Type.Array(
    Type.Object({
      name: Type.String({ description: 'federation name, e.g. mfe_operations' }),
      address: Type.String({ description: 'URL of its mf-manifest.json, as /remotes.json names it' }),
      source: Type.Union([Type.Literal('env'), Type.Literal('deployed'), Type.Literal('build')], {
        description: 'env: REMOTE_MFE_*_URL; deployed: npm run deploy into REMOTES_DIR; build: the portal’s own build',
      }),
      version: Type.Union([Type.String(), Type.Null()]),
      commit: Type.Union([Type.String(), Type.Null()]),
      builtAt: Type.Union([Type.String({ description: 'ISO date-time' }), Type.Null()]),
    }),
  ),
});
export type SystemInfo = Static<typeof SystemInfoDto>;

/** What a client sends; checked by the shared changePasswordSchema. */
export type ChangePasswordInput = BodyOf<ReturnType<typeof changePasswordSchema>>;
