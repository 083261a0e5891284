import { SETTINGS_LOG_LEVELS, type LoggingSettings } from '@tamir/shared-api';
import { numberSetting, type SettingFieldSpec } from './setting-field';
import { SettingsPutForm } from './settings-section-form';
import { SETTINGS_TEXTS as T } from './settings-texts';

const FIELDS: readonly SettingFieldSpec[] = [
  { name: 'logLevel', label: T.logLevel, kind: 'select', options: SETTINGS_LOG_LEVELS.map((level) => ({ value: level, label: T.levels[level] ?? level })) },
  numberSetting('retentionDays', T.retentionDays),
  numberSetting('maxFileSizeMB', T.maxFileSizeMB),
  { name: 'enableDatabaseLogging', label: T.enableDatabaseLogging, kind: 'checkbox' },
  { name: 'enableFileLogging', label: T.enableFileLogging, kind: 'checkbox' },
];

export function LoggingTab({ logging }: { logging: LoggingSettings }) {
  return <SettingsPutForm section="logging" fields={FIELDS} initialValues={logging} />;
}
