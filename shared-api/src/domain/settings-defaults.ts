import { LIMITS } from './limits';
import { REMINDER_THRESHOLD_DEFAULTS } from './reminders';

/**
 * Defaults of every settings section, inside the bounds of administration §5: what a fresh portal
 * stores (the server adds general.systemVersion, the running build's).
 */
export const SETTINGS_DEFAULTS = {
  general: {
    systemName: 'Tamir Formu',
    sessionTimeoutMinutes: 60,
    maxLoginAttempts: 5,
    passwordMinLength: LIMITS.passwordMinLength,
    passwordExpiryDays: 0,
    formRedirectTimeoutSeconds: LIMITS.defaultFormRedirectSeconds,
    requirePasswordChange: false,
    /** '' until an admin's browser records its origin or an admin types it (issue 14). */
    publicBaseUrl: '',
  },
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
  /** Issue 44: days and km left at which a reminder becomes 'Yakın' and 'Çok Yakın'. */
  reminders: { ...REMINDER_THRESHOLD_DEFAULTS },
};
