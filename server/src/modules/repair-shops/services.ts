import type { CoreDeps } from '../core-deps';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { RepairShopService } from './service';

export function createRepairShopServices({ db }: CoreDeps, { settingsService, systemLog }: { settingsService: SettingsService; systemLog: SystemLogService }) {
  return { repairShopService: new RepairShopService(db, settingsService, systemLog) };
}
