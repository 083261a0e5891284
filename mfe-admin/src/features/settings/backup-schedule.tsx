import { BACKUP_SCHEDULES, backupSettingsSchema, useSaveSettings, type BackupSettings } from '@tamir/shared-api';
import { formatDateTime } from '@tamir/shared-ui';
import { numberSetting, type SettingFieldSpec } from './setting-field';
import { SettingsSectionForm } from './settings-section-form';
import { SETTINGS_TEXTS as T } from './settings-texts';

const FIELDS: readonly SettingFieldSpec[] = [
  { name: 'autoBackupEnabled', label: T.autoBackupEnabled, kind: 'checkbox' },
  {
    name: 'backupSchedule',
    label: T.backupSchedule,
    kind: 'select',
    options: BACKUP_SCHEDULES.map((value) => ({ value, label: T.schedules[value] ?? value })),
  },
  { name: 'backupTime', label: T.backupTime, kind: 'time' },
  numberSetting('retentionCount', T.retentionCount),
];

/** The backup tab's schedule (its Kaydet); the last backup is the server's to write. */
export function BackupSchedule({ backup }: { backup: BackupSettings }) {
  const save = useSaveSettings();
  const { lastBackupDate, lastBackupFile, ...values } = backup;
  return (
    <SettingsSectionForm
      title={T.scheduleTitle}
      fields={FIELDS}
      initialValues={values}
      schema={backupSettingsSchema}
      errorPrefix="backup."
      save={(next) => save.mutateAsync({ section: 'backup', values: next })}
    >
      <p className="adm-muted">
        {T.lastBackup}: {lastBackupDate ? `${formatDateTime(lastBackupDate)} — ${lastBackupFile ?? ''}` : T.never}
      </p>
    </SettingsSectionForm>
  );
}
