import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/index';
import { DEFAULT_SETTINGS, type GeneralSettings, type SettingsSection } from './default-settings';

export class SettingsService {
  constructor(private readonly db: Db) {}

  /** Inserts the sections that are missing; existing values are never overwritten. */
  static async ensureDefaults(db: Db): Promise<void> {
    const rows = Object.entries(DEFAULT_SETTINGS).map(([section, value]) => ({ section, value: value as Record<string, unknown> }));
    await db.insert(settings).values(rows).onConflictDoNothing({ target: settings.section });
  }

  async section<S extends SettingsSection>(section: S): Promise<(typeof DEFAULT_SETTINGS)[S]> {
    const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.section, section));
    return { ...DEFAULT_SETTINGS[section], ...(row?.value ?? {}) } as (typeof DEFAULT_SETTINGS)[S];
  }

  general(): Promise<GeneralSettings> {
    return this.section('general');
  }
}
