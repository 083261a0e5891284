import type { CoreDeps } from '../core-deps';
import type { SystemLogService } from '../system-logs/service';
import { SettingsService } from './service';

export function createSettingsServices({ db, fieldCrypto, config }: CoreDeps, { systemLog }: { systemLog: SystemLogService }) {
  return { settingsService: new SettingsService(db, systemLog, fieldCrypto, { publicBaseUrlOverride: config.publicBaseUrl }) };
}
