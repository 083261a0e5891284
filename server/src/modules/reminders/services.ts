import type { CoreDeps } from '../core-deps';
import type { NotificationOutbox } from '../notifications/outbox';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { ReminderDailyCheck } from './daily-check';
import { ReminderService } from './service';

export function createReminderServices(
  { db }: CoreDeps,
  deps: { settingsService: SettingsService; systemLog: SystemLogService; notificationOutbox: NotificationOutbox },
) {
  const reminderService = new ReminderService(db, deps.settingsService, deps.systemLog);
  return { reminderService, reminderDailyCheck: new ReminderDailyCheck(db, reminderService, deps.notificationOutbox) };
}
