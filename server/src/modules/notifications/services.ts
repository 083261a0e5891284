import type { CoreDeps } from '../core-deps';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { NotificationOutbox } from './outbox';
import { NotificationService } from './service';

/** The outbox every e-mail goes through (links use the portal address the settings give) and the history. */
export function createNotificationServices(
  { db }: CoreDeps,
  { settingsService, systemLog }: { settingsService: SettingsService; systemLog: SystemLogService },
) {
  const notificationOutbox = new NotificationOutbox((executor) => settingsService.publicBaseUrl(executor));
  return { notificationOutbox, notificationService: new NotificationService(db, systemLog, notificationOutbox) };
}
