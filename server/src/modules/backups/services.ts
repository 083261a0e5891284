import type { CoreDeps } from '../core-deps';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { fillPhoneGrams } from '../vehicles/phone-columns';
import { BackupScheduler } from './scheduler';
import { BackupService } from './service';

export function createBackupServices(
  { db, kind, fieldCrypto, config, log }: CoreDeps,
  { settingsService, systemLog }: { settingsService: SettingsService; systemLog: SystemLogService },
) {
  const backupService = new BackupService(db, settingsService, systemLog, {
    kind,
    databaseUrl: config.databaseUrl,
    backupDir: config.backupDir,
    pgDumpPath: config.pgDumpPath,
    keyCheck: fieldCrypto.keyCheck(),
    fillDerivedColumns: (tx) => fillPhoneGrams(tx, fieldCrypto),
    logger: log.child({ component: 'backups' }),
  });
  const backupScheduler = new BackupScheduler(db, kind, backupService, settingsService, systemLog, log.child({ component: 'backup-schedule' }));
  return { backupService, backupScheduler };
}
