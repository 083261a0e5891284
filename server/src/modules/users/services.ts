import type { CoreDeps } from '../core-deps';
import type { NotificationOutbox } from '../notifications/outbox';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { UserService } from './service';

export function createUserServices(
  { db, fieldCrypto }: CoreDeps,
  { settingsService, systemLog, notificationOutbox }: { settingsService: SettingsService; systemLog: SystemLogService; notificationOutbox: NotificationOutbox },
) {
  return { userService: new UserService(db, settingsService, systemLog, notificationOutbox, fieldCrypto) };
}
