import { eq, inArray, sql } from 'drizzle-orm';
import type { GeneralSettings, Settings, SmsSettings } from '@tamir/shared-api/dto';
import { normalizePublicBaseUrl, SETTINGS_SECTIONS_PUT, type SettingsPutValues, type SmsSettingsValues } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/index';
import { isAdmin, type Actor, type AuthUser } from '../../lib/caller';
import type { FieldCrypto } from '../../lib/field-crypto';
import { forbidden } from '../../lib/http-errors';
import type { SystemLogService } from '../system-logs/service';
import { DEFAULT_SETTINGS, readSettingsSection, SYSTEM_VERSION, type SettingsSection } from './defaults';

/** Fields stored encrypted with FieldCrypto and never sent back in clear. */
export const SECRET_FIELDS: Partial<Record<SettingsSection, readonly string[]>> = { email: ['password'], sms: ['apiKey', 'apiSecret'] };
/** What a stored secret reads as; null when none is stored. */
export const MASKED_SECRET = '********';
/** Fields only the server writes: never taken from a request. */
const SERVER_FIELDS: Partial<Record<SettingsSection, readonly string[]>> = {
  general: ['systemVersion', 'publicBaseUrlOverride'],
  backup: ['lastBackupDate', 'lastBackupFile'],
};

const SECTIONS = Object.keys(DEFAULT_SETTINGS) as SettingsSection[];
const SECTION_NAMES: Record<SettingsSection, string> = {
  general: 'Genel',
  email: 'E-posta',
  sms: 'SMS',
  logging: 'Loglama',
  backup: 'Yedekleme',
  reminders: 'Hatırlatma',
};

export interface SettingsOptions {
  /** PUBLIC_BASE_URL: when the install sets it, it wins over general.publicBaseUrl. */
  publicBaseUrlOverride?: string | null;
}

export class SettingsService {
  private readonly publicBaseUrlOverride: string | null;

  constructor(
    private readonly db: Db,
    private readonly systemLog: SystemLogService,
    private readonly crypto: FieldCrypto,
    options: SettingsOptions = {},
  ) {
    this.publicBaseUrlOverride = options.publicBaseUrlOverride ?? null;
  }

  async section<S extends SettingsSection>(section: S): Promise<(typeof DEFAULT_SETTINGS)[S]> {
    return readSettingsSection(this.db, section);
  }

  /** The general section; systemVersion is always the running build's. */
  async general(): Promise<GeneralSettings> {
    return { ...(await this.section('general')), systemVersion: SYSTEM_VERSION };
  }

  /**
   * The portal's public address for links in e-mails, QR codes and PDFs (issue 14), without a
   * trailing '/': PUBLIC_BASE_URL when set, else general.publicBaseUrl, else null (nothing known:
   * links are paths only). Read on every call, so a change applies without a restart. Pass the
   * transaction when inside one (on PGlite the outer db waits for it).
   */
  async publicBaseUrl(executor: Db = this.db): Promise<string | null> {
    if (this.publicBaseUrlOverride) return this.publicBaseUrlOverride;
    const [row] = await executor.select({ value: settings.value }).from(settings).where(eq(settings.section, 'general'));
    const stored = row?.value.publicBaseUrl;
    return typeof stored === 'string' && stored !== '' ? stored : null;
  }

  /**
   * POST /settings/public-base-url: `origin`, the address an Admin's browser uses, becomes the
   * portal's address if none is stored yet (never replaces one). Answers every section.
   */
  async recordPublicBaseUrl(origin: string, actor: Actor): Promise<Settings> {
    if (!isAdmin(actor.user)) throw forbidden();
    const value = normalizePublicBaseUrl(origin);
    if (value) {
      await this.db.transaction(async (tx) => {
        const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.section, 'general')).for('update');
        const current: Record<string, unknown> = { ...DEFAULT_SETTINGS.general, ...(row?.value ?? {}) };
        if (current.publicBaseUrl) return;
        const next = { ...current, publicBaseUrl: value };
        await tx
          .insert(settings)
          .values({ section: 'general', value: next })
          .onConflictDoUpdate({ target: settings.section, set: { value: next, updatedAt: sql`now()` } });
        await this.systemLog.record(
          tx,
          { action: 'Update', entityType: 'SystemSetting', description: `Portalın genel adresi yöneticinin tarayıcısından kaydedildi: ${value}` },
          actor,
        );
      });
    }
    return this.forUser(actor.user);
  }

  /**
   * Whether an admin has ever saved the e-mail tab. Until then SMTP_URL (the install's variable)
   * sends the mail; afterwards the tab alone decides, so 'enabled' off stops sending.
   */
  async emailConfigured(): Promise<boolean> {
    const value = (await this.section('email')) as Record<string, unknown>;
    return value.configuredAt !== undefined && value.configuredAt !== null;
  }

  /** After a backup (or to keep them across a restore): the backup section's lastBackupDate / lastBackupFile, in `executor`'s transaction. */
  async recordBackup(fileName: string, date: Date, executor: Db = this.db): Promise<void> {
    const [row] = await executor.select({ value: settings.value }).from(settings).where(eq(settings.section, 'backup')).for('update');
    const value = { ...DEFAULT_SETTINGS.backup, ...(row?.value ?? {}), lastBackupDate: date.toISOString(), lastBackupFile: fileName };
    await executor
      .insert(settings)
      .values({ section: 'backup', value })
      .onConflictDoUpdate({ target: settings.section, set: { value, updatedAt: new Date() } });
  }

  /**
   * GET /settings: Admin every section with secrets masked; others only what their screens need
   * (the layout's system name, the plate search's redirect time, the change form's minimum length).
   */
  async forUser(user: AuthUser): Promise<Settings> {
    if (!isAdmin(user)) {
      const { systemName, formRedirectTimeoutSeconds, passwordMinLength } = await this.general();
      // The address in effect: the operations screens put it in copied links and printed QR codes.
      const publicBaseUrl = (await this.publicBaseUrl()) ?? '';
      return { general: { systemName, formRedirectTimeoutSeconds, passwordMinLength, publicBaseUrl } };
    }
    const rows = await this.db.select().from(settings).where(inArray(settings.section, SECTIONS));
    const stored = new Map(rows.map((row) => [row.section, row.value]));
    const view = Object.fromEntries(SECTIONS.map((section) => [section, this.view(section, stored.get(section))]));
    return view as Settings;
  }

  /** GET /settings/sms (Admin). */
  async sms(user: AuthUser): Promise<SmsSettings> {
    if (!isAdmin(user)) throw forbidden();
    return this.view('sms', await this.section('sms')) as SmsSettings;
  }

  /** PUT /settings: the one section sent, checked by settingsPutSchema at the route; answers every section. */
  async update(input: SettingsPutValues, actor: Actor): Promise<Settings> {
    if (!isAdmin(actor.user)) throw forbidden();
    const section = SETTINGS_SECTIONS_PUT.find((name) => input[name] !== undefined)!;
    await this.save(section, input[section] as Record<string, unknown>, actor);
    return this.forUser(actor.user);
  }

  /** PUT /settings/sms (Admin). */
  async updateSms(input: SmsSettingsValues, actor: Actor): Promise<SmsSettings> {
    if (!isAdmin(actor.user)) throw forbidden();
    await this.save('sms', input as Record<string, unknown>, actor);
    return this.sms(actor.user);
  }

  /**
   * Writes one section: the fields given over the stored ones; a secret left blank (or sent back
   * masked) keeps the stored one, a new one is stored encrypted; server-written fields are kept.
   */
  private async save(section: SettingsSection, input: Record<string, unknown>, actor: Actor): Promise<void> {
    const { crypto } = this;
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.section, section)).for('update');
      const current: Record<string, unknown> = { ...DEFAULT_SETTINGS[section], ...(row?.value ?? {}) };
      const next: Record<string, unknown> = { ...current };
      for (const [field, value] of Object.entries(input)) {
        if (value === undefined || SERVER_FIELDS[section]?.includes(field)) continue;
        if (SECRET_FIELDS[section]?.includes(field)) {
          if (typeof value === 'string' && value !== '' && value !== MASKED_SECRET) next[field] = crypto.encrypt(value);
          continue;
        }
        next[field] = value;
      }
      if (section === 'email') next.configuredAt = new Date().toISOString();
      await tx
        .insert(settings)
        .values({ section, value: next })
        .onConflictDoUpdate({ target: settings.section, set: { value: next, updatedAt: sql`now()` } });
      const changed = Object.keys(input).filter(
        (field) => input[field] !== undefined && !SERVER_FIELDS[section]?.includes(field) && JSON.stringify(current[field]) !== JSON.stringify(next[field]),
      );
      await this.systemLog.record(
        tx,
        {
          action: 'Update',
          entityType: 'SystemSetting',
          description: `${SECTION_NAMES[section]} ayarları güncellendi${changed.length ? `: ${changed.join(', ')}` : ''}`,
        },
        actor,
      );
    });
    // The log policy reads its section again at once (other processes within 2 s).
    if (section === 'logging') await this.systemLog.reloadSettings();
  }

  /** A section as an Admin reads it: defaults under the stored values, secrets masked, internal fields out. */
  private view(section: SettingsSection, stored: unknown): Record<string, unknown> {
    const value: Record<string, unknown> = { ...DEFAULT_SETTINGS[section], ...((stored as Record<string, unknown> | undefined) ?? {}) };
    for (const field of SECRET_FIELDS[section] ?? []) value[field] = value[field] ? MASKED_SECRET : null;
    delete value.configuredAt;
    if (section === 'general') {
      value.systemVersion = SYSTEM_VERSION;
      value.publicBaseUrlOverride = this.publicBaseUrlOverride;
    }
    return value;
  }
}
