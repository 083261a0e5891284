import { REMINDER_THRESHOLD_DEFAULTS, type ReminderSettingsValues } from '@tamir/shared-api';
import type { SettingFieldSpec } from './setting-field';
import { SettingsPutForm } from './settings-section-form';
import { SETTINGS_TEXTS as T } from './settings-texts';

/** A threshold held to the range the server's schema (reminderSettingsSchema) checks: 1–365 days, 1–100.000 km. */
const threshold = (name: keyof ReminderSettingsValues, label: string, max: number): SettingFieldSpec => ({
  name,
  label,
  kind: 'number',
  min: 1,
  max,
  hint: T.range(1, max),
});

const FIELDS: readonly SettingFieldSpec[] = [
  threshold('soonDays', T.reminderSoonDays, 365),
  threshold('verySoonDays', T.reminderVerySoonDays, 365),
  threshold('soonKilometers', T.reminderSoonKilometers, 100_000),
  threshold('verySoonKilometers', T.reminderVerySoonKilometers, 100_000),
];

/**
 * The service reminders' thresholds (issue 44): when a reminder turns 'Yakın' and 'Çok Yakın' (and
 * the company is e-mailed). Shown on the general tab, as its own card, since the spec's tabs are fixed.
 */
export function ReminderThresholds({ reminders }: { reminders: Partial<ReminderSettingsValues> | undefined }) {
  return <SettingsPutForm section="reminders" title={T.tabs.reminders} fields={FIELDS} initialValues={{ ...REMINDER_THRESHOLD_DEFAULTS, ...reminders }} />;
}
