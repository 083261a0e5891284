import type { CoreDeps } from '../core-deps';
import type { NotificationOutbox } from '../notifications/outbox';
import type { RepairFormService } from '../repair-forms/service';
import { FormPdfService } from './service';

export function createFormPdfServices(
  { db }: CoreDeps,
  { repairFormService, notificationOutbox }: { repairFormService: RepairFormService; notificationOutbox: NotificationOutbox },
) {
  return { formPdfService: new FormPdfService(db, repairFormService, (token) => notificationOutbox.linkFor(token)) };
}
