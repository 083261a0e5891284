import path from 'node:path';
import type { CoreDeps } from '../core-deps';
import { readSettingsSection } from '../settings/defaults';
import { LogFileSink } from './file-sink';
import { LogRetention } from './retention';
import { SystemLogAdminService } from './search-service';
import { SystemLogService } from './service';

/** The system log and its admin side; logging settings apply within 2 s without a restart. */
export function createSystemLogServices({ db, kind, config, log }: CoreDeps) {
  const systemLog = new SystemLogService(db, log, {
    loggingSettings: () => readSettingsSection(db, 'logging'),
    fileSink: new LogFileSink(path.join(config.dataDir, 'logs'), log.child({ component: 'log-file' })),
  });
  // PGlite runs one statement at a time: smaller delete batches let waiting requests in sooner.
  const deleteBatch = kind === 'pglite' ? 2_000 : 10_000;
  return {
    systemLog,
    systemLogAdmin: new SystemLogAdminService(db, systemLog, log.child({ component: 'system-logs' }), { deleteBatchSize: deleteBatch }),
    logRetention: new LogRetention(db, kind, systemLog, log.child({ component: 'log-retention' }), deleteBatch),
  };
}
