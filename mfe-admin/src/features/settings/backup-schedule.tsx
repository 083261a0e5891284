import { BACKUP_SCHEDULES, type BackupSettings } from '@tamir/shared-api';
import { formatDateTime } from '@tamir/shared-ui';
import { numberSetting, type SettingFieldSpec } from './setting-field';
import { SettingsPutForm } from './settings-section-form';
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
  const { lastBackupDate, lastBackupFile, ...values } = backup;
  return (
    <SettingsPutForm section="backup" title={T.scheduleTitle} fields={FIELDS} initialValues={values}>
      <p className="adm-muted">
        {T.lastBackup}: {lastBackupDate ? `${formatDateTime(lastBackupDate)} — ${lastBackupFile ?? ''}` : T.never}
      </p>
    </SettingsPutForm>
  );
}
