import type { CoreDeps } from '../core-deps';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { reapplyKvkk, snapshotKvkk, type KvkkCarried } from '../kvkk/carry';
import { fillFormPhoneHashes } from '../kvkk/form-phone-hashes';
import type { KvkkRetention } from '../kvkk/retention';
import { fillPhoneGrams } from '../vehicles/phone-columns';
import { BackupScheduler } from './scheduler';
import { BackupService } from './service';

export function createBackupServices(
  { db, kind, fieldCrypto, config, log }: CoreDeps,
  { settingsService, systemLog, kvkkRetention }: { settingsService: SettingsService; systemLog: SystemLogService; kvkkRetention?: KvkkRetention },
) {
  const backupService = new BackupService(db, settingsService, systemLog, {
    kind,
    databaseUrl: config.databaseUrl,
    backupDir: config.backupDir,
    pgDumpPath: config.pgDumpPath,
    keyCheck: fieldCrypto.keyCheck(),
    fillDerivedColumns: async (tx) => {
      await fillPhoneGrams(tx, fieldCrypto);
      await fillFormPhoneHashes(tx, fieldCrypto);
    },
    carry: { snapshot: snapshotKvkk, reapply: (tx, carried) => reapplyKvkk(tx, carried as KvkkCarried, fieldCrypto) },
    logger: log.child({ component: 'backups' }),
  });
  const backupScheduler = new BackupScheduler(db, kind, backupService, settingsService, systemLog, log.child({ component: 'backup-schedule' }));
  if (kvkkRetention) kvkkRetention.pruneBackups = (cutoff) => backupService.pruneOlderThan(cutoff);
  return { backupService, backupScheduler };
}
