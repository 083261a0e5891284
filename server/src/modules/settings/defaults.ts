import { eq } from 'drizzle-orm';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { SETTINGS_DEFAULTS } from '@tamir/shared-api/domain';
import type { GeneralSettings } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/index';
import { SERVER_ROOT } from '../../server-root';

/** The running build's version (server/package.json): read-only on the general tab and the system info. */
export const SYSTEM_VERSION: string = (JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Defaults of every settings section (shared-api's SETTINGS_DEFAULTS), with the running build's version. */
export const DEFAULT_SETTINGS = {
  ...SETTINGS_DEFAULTS,
  general: { ...SETTINGS_DEFAULTS.general, systemVersion: SYSTEM_VERSION } satisfies GeneralSettings,
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
