import { eq, inArray } from 'drizzle-orm';
import type { GeneralSettings, Settings } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/index';
import { isAdmin, type AuthUser } from '../../lib/caller';
import { DEFAULT_SETTINGS, type SettingsSection } from './defaults';

/** Fields stored encrypted with FieldCrypto and never sent back in clear. */
export const SECRET_FIELDS: Partial<Record<SettingsSection, readonly string[]>> = { email: ['password'], sms: ['apiKey', 'apiSecret'] };
/** What a stored secret reads as; null when none is stored. */
export const MASKED_SECRET = '********';

const SECTIONS = Object.keys(DEFAULT_SETTINGS) as SettingsSection[];

export class SettingsService {
  constructor(private readonly db: Db) {}

  async section<S extends SettingsSection>(section: S): Promise<(typeof DEFAULT_SETTINGS)[S]> {
    const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.section, section));
    return { ...DEFAULT_SETTINGS[section], ...(row?.value ?? {}) } as (typeof DEFAULT_SETTINGS)[S];
  }

  general(): Promise<GeneralSettings> {
    return this.section('general');
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

  /** GET /settings: Admin every section with secrets masked; others only what their screens need. */
  async forUser(user: AuthUser): Promise<Settings> {
    if (!isAdmin(user)) return { general: { formRedirectTimeoutSeconds: (await this.general()).formRedirectTimeoutSeconds } };
    const rows = await this.db.select().from(settings).where(inArray(settings.section, SECTIONS));
    const stored = new Map(rows.map((row) => [row.section, row.value]));
    const view = Object.fromEntries(
      SECTIONS.map((section) => {
        const value: Record<string, unknown> = { ...DEFAULT_SETTINGS[section], ...(stored.get(section) ?? {}) };
        for (const field of SECRET_FIELDS[section] ?? []) value[field] = value[field] ? MASKED_SECRET : null;
        return [section, value];
      }),
    );
    return view as Settings;
  }
}
