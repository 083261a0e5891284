import { LIMITS, SETTINGS_LOG_LEVELS, loggingSettingsSchema, useSaveSettings, type LoggingSettings } from '@tamir/shared-api';
import type { SettingFieldSpec } from './setting-field';
import { SettingsSectionForm } from './settings-section-form';
import { SETTINGS_TEXTS as T } from './settings-texts';

const B = LIMITS.settings;

const FIELDS: readonly SettingFieldSpec[] = [
  { name: 'logLevel', label: T.logLevel, kind: 'select', options: SETTINGS_LOG_LEVELS.map((level) => ({ value: level, label: T.levels[level] ?? level })) },
  { name: 'retentionDays', label: T.retentionDays, kind: 'number', min: B.retentionDays[0], max: B.retentionDays[1] },
  { name: 'maxFileSizeMB', label: T.maxFileSizeMB, kind: 'number', min: B.maxFileSizeMB[0], max: B.maxFileSizeMB[1] },
  { name: 'enableDatabaseLogging', label: T.enableDatabaseLogging, kind: 'checkbox' },
  { name: 'enableFileLogging', label: T.enableFileLogging, kind: 'checkbox' },
];

export function LoggingTab({ logging }: { logging: LoggingSettings }) {
  const save = useSaveSettings();
  return (
    <SettingsSectionForm
      title={T.tabs.logging}
      fields={FIELDS}
      initialValues={logging}
      schema={loggingSettingsSchema}
      errorPrefix="logging."
      save={(values) => save.mutateAsync({ section: 'logging', values })}
    />
  );
}
