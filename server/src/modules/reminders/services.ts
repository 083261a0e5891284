import type { CoreDeps } from '../core-deps';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { ReminderService } from './service';

export function createReminderServices({ db }: CoreDeps, { settingsService, systemLog }: { settingsService: SettingsService; systemLog: SystemLogService }) {
  return { reminderService: new ReminderService(db, settingsService, systemLog) };
}
