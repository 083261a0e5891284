import * as yup from 'yup';
import { isValidEmail } from '../domain/contact';
import { LIMITS } from '../domain/limits';
import { MSG } from '../domain/messages';
import { normalizePublicBaseUrl } from '../domain/public-base-url';
import { booleanOnly, optionalText, text, wholeNumber } from './fields';
import { SETTINGS_LOG_LEVELS } from './system-log';
import { reminderSettingsSchema } from './reminder';

const B = LIMITS.settings;

/** The settings' names as the tabs label them (the bound messages name the field). */
export const SETTING_LABELS = {
  systemName: 'Sistem adı',
  sessionTimeoutMinutes: 'Oturum zaman aşımı (dakika)',
  maxLoginAttempts: 'Maksimum giriş denemesi',
  passwordMinLength: 'Minimum şifre uzunluğu',
  passwordExpiryDays: 'Şifre geçerlilik süresi (gün)',
  formRedirectTimeoutSeconds: 'Form yönlendirme süresi (saniye)',
  publicBaseUrl: 'Portalın genel adresi',
  smtpHost: 'SMTP sunucusu',
  smtpPort: 'SMTP portu',
  fromEmail: 'Gönderen e-posta',
  retentionDays: 'Log saklama süresi (gün)',
  maxFileSizeMB: 'Maksimum dosya boyutu (MB)',
  retentionCount: 'Saklanacak yedek sayısı',
  logLevel: 'log seviyesi',
  backupSchedule: 'yedekleme sıklığı',
  provider: 'SMS sağlayıcısı',
  smsLanguage: 'SMS dili',
} as const;

/** administration §9. */
export const BACKUP_SCHEDULES = ['Daily', 'Weekly', 'Monthly'] as const;
export const SMS_PROVIDERS = ['Twilio', 'Netgsm', 'Mutlucell', 'Turatel'] as const;
export const SMS_LANGUAGES = ['TR', 'EN'] as const;

type RangeKey =
  | 'sessionTimeoutMinutes'
  | 'maxLoginAttempts'
  | 'passwordMinLength'
  | 'passwordExpiryDays'
  | 'formRedirectTimeoutSeconds'
  | 'retentionDays'
  | 'maxFileSizeMB'
  | 'retentionCount'
  | 'smtpPort';

/** A whole number inside the spec's bound for `key`, with one message for every way of missing it. */
const ranged = (key: RangeKey) => {
  const [min, max] = B[key];
  const message = MSG.settingRange(SETTING_LABELS[key], min, max);
  return wholeNumber(message).min(min, message).max(max, message).required(message);
};

const flag = booleanOnly;

const choice = <T extends string>(values: readonly T[], label: string) =>
  text(20, { invalid: MSG.settingChoice(label), tooLong: MSG.settingChoice(label) })
    .required(MSG.settingChoice(label))
    .oneOf([...values], MSG.settingChoice(label));

/**
 * The portal's public address: '' (not known yet) or an absolute http(s) origin, read as that
 * origin ('https://Tamir.Example.com/' → 'https://tamir.example.com'). Absent keeps the stored one.
 */
const publicBaseUrl = () =>
  text(B.publicBaseUrlMax, { tooLong: MSG.publicBaseUrlTooLong, invalid: MSG.publicBaseUrlInvalid })
    .transform((value: unknown) => (typeof value === 'string' ? (normalizePublicBaseUrl(value) ?? value) : value))
    .test('origin', MSG.publicBaseUrlInvalid, (value) => value === undefined || normalizePublicBaseUrl(value) === value);

/**
 * General tab (administration §3 Settings general, §5 bounds; publicBaseUrl is issue 14's).
 * systemVersion and publicBaseUrlOverride are read-only and not read.
 */
export const generalSettingsSchema = yup.object({
  systemName: text(B.systemNameMax).required(MSG.settingRequired(SETTING_LABELS.systemName)),
  sessionTimeoutMinutes: ranged('sessionTimeoutMinutes'),
  maxLoginAttempts: ranged('maxLoginAttempts'),
  passwordMinLength: ranged('passwordMinLength'),
  passwordExpiryDays: ranged('passwordExpiryDays'),
  formRedirectTimeoutSeconds: ranged('formRedirectTimeoutSeconds'),
  requirePasswordChange: flag().required(MSG.invalidValue),
  publicBaseUrl: publicBaseUrl(),
});
export type GeneralSettingsValues = yup.InferType<typeof generalSettingsSchema>;

/**
 * E-mail tab. The password is write-only: '' (or absent) keeps the stored one. When sending is
 * enabled the host and a from address are needed; the port is always inside 1–65535.
 */
export const emailSettingsSchema = yup.object({
  enabled: flag().required(MSG.invalidValue),
  smtpHost: optionalText(B.textMax).when('enabled', {
    is: true,
    then: (s) => s.test('host', MSG.settingRequired(SETTING_LABELS.smtpHost), (v) => !!v),
  }),
  smtpPort: ranged('smtpPort'),
  username: optionalText(B.textMax),
  password: optionalText(B.secretMax, { trim: false }),
  fromEmail: optionalText(LIMITS.user.email, { tooLong: MSG.emailInvalid })
    .test('email', MSG.emailInvalid, (v) => !v || isValidEmail(v))
    .when('enabled', { is: true, then: (s) => s.test('from', MSG.settingRequired(SETTING_LABELS.fromEmail), (v) => !!v) }),
  fromName: optionalText(B.textMax),
  useSsl: flag().required(MSG.invalidValue),
});
export type EmailSettingsValues = yup.InferType<typeof emailSettingsSchema>;

/** SMS tab (GET/PUT /settings/sms). The keys are write-only like the e-mail password. Sending stays inactive. */
export const smsSettingsSchema = yup.object({
  enableSmsNotifications: flag().required(MSG.invalidValue),
  sendSmsOnFormCreate: flag().required(MSG.invalidValue),
  sendSmsOnFormComplete: flag().required(MSG.invalidValue),
  provider: choice(SMS_PROVIDERS, SETTING_LABELS.provider),
  sender: optionalText(B.smsSenderMax, { tooLong: MSG.smsSenderMax }),
  smsLanguage: choice(SMS_LANGUAGES, SETTING_LABELS.smsLanguage),
  apiKey: optionalText(B.secretMax, { trim: false }),
  apiSecret: optionalText(B.secretMax, { trim: false }),
  fromNumber: optionalText(LIMITS.user.phone),
});
export type SmsSettingsValues = yup.InferType<typeof smsSettingsSchema>;

/** Logging tab. */
export const loggingSettingsSchema = yup.object({
  logLevel: choice(SETTINGS_LOG_LEVELS, SETTING_LABELS.logLevel),
  retentionDays: ranged('retentionDays'),
  maxFileSizeMB: ranged('maxFileSizeMB'),
  enableFileLogging: flag().required(MSG.invalidValue),
  enableDatabaseLogging: flag().required(MSG.invalidValue),
});
export type LoggingSettingsValues = yup.InferType<typeof loggingSettingsSchema>;

/** Backup tab's schedule. lastBackupDate and lastBackupFile are the server's to write. */
export const backupSettingsSchema = yup.object({
  autoBackupEnabled: flag().required(MSG.invalidValue),
  backupSchedule: choice(BACKUP_SCHEDULES, SETTING_LABELS.backupSchedule),
  backupTime: text(5, { tooLong: MSG.backupTimeInvalid, invalid: MSG.backupTimeInvalid })
    .required(MSG.backupTimeInvalid)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, MSG.backupTimeInvalid),
  retentionCount: ranged('retentionCount'),
});
export type BackupSettingsValues = yup.InferType<typeof backupSettingsSchema>;

export const SETTINGS_SECTIONS_PUT = ['general', 'email', 'logging', 'backup', 'reminders'] as const;
export type SettingsPutSection = (typeof SETTINGS_SECTIONS_PUT)[number];

/** The rules of each section PUT /settings takes (the tabs check with the same ones). */
export const SETTINGS_SECTION_SCHEMAS = {
  general: generalSettingsSchema,
  email: emailSettingsSchema,
  logging: loggingSettingsSchema,
  backup: backupSettingsSchema,
  reminders: reminderSettingsSchema,
} as const satisfies Record<SettingsPutSection, yup.AnyObjectSchema>;

/** PUT /settings: a body holding exactly one of general, email, logging, backup (administration §7). */
export const settingsPutSchema = yup
  .object({
    general: generalSettingsSchema.default(undefined).typeError(MSG.invalidValue),
    email: emailSettingsSchema.default(undefined).typeError(MSG.invalidValue),
    logging: loggingSettingsSchema.default(undefined).typeError(MSG.invalidValue),
    backup: backupSettingsSchema.default(undefined).typeError(MSG.invalidValue),
    reminders: reminderSettingsSchema.default(undefined).typeError(MSG.invalidValue),
  })
  .test('one-section', function (value) {
    const given = SETTINGS_SECTIONS_PUT.filter((name) => value?.[name] !== undefined);
    if (given.length === 0) return this.createError({ path: 'section', message: MSG.settingsSectionRequired });
    if (given.length > 1) return this.createError({ path: 'section', message: MSG.settingsOneSection });
    return true;
  });
export type SettingsPutValues = yup.InferType<typeof settingsPutSchema>;

/** POST /settings/public-base-url: the address the admin's browser uses (window.location.origin). */
export const publicBaseUrlOriginSchema = yup.object({
  origin: publicBaseUrl().required(MSG.publicBaseUrlInvalid),
});
export type PublicBaseUrlOriginValues = yup.InferType<typeof publicBaseUrlOriginSchema>;

/** POST /settings/test-email (administration §5 'Test email in settings': must contain @). */
export const settingsTestEmailSchema = yup.object({
  toEmail: text(LIMITS.user.email, { tooLong: MSG.emailInvalid, invalid: MSG.emailInvalid })
    .required(MSG.emailInvalid)
    .test('at', MSG.emailInvalid, (v) => !!v && v.includes('@')),
});
export type SettingsTestEmailValues = yup.InferType<typeof settingsTestEmailSchema>;

/**
 * POST /settings/change-password (administration §5 'Password change'): all three required, the new
 * one at least `minLength` (the configured passwordMinLength, never below 6), the confirmation equal.
 */
export const changePasswordSchema = (minLength: number = LIMITS.passwordMinLength) => {
  const min = Math.max(LIMITS.passwordMinLength, minLength);
  return yup.object({
    currentPassword: text(LIMITS.user.password, { trim: false }).required(MSG.currentPasswordRequired),
    newPassword: text(LIMITS.user.password, { trim: false }).required(MSG.newPasswordRequired).min(min, MSG.passwordMin(min)),
    confirmPassword: text(LIMITS.user.password, { trim: false })
      .required(MSG.confirmPasswordRequired)
      .oneOf([yup.ref('newPassword')], MSG.passwordsDontMatch),
  });
};
export type ChangePasswordValues = yup.InferType<ReturnType<typeof changePasswordSchema>>;
