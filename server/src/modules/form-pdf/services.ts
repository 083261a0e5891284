import type { CoreDeps } from '../core-deps';
import type { NotificationOutbox } from '../notifications/outbox';
import type { RepairFormService } from '../repair-forms/service';
import type { KvkkNoticeService } from '../kvkk/notice';
import { FormPdfService } from './service';

export function createFormPdfServices(
  { db }: CoreDeps,
  {
    repairFormService,
    notificationOutbox,
    kvkkNoticeService,
  }: { repairFormService: RepairFormService; notificationOutbox: NotificationOutbox; kvkkNoticeService: KvkkNoticeService },
) {
  return { formPdfService: new FormPdfService(db, repairFormService, (token) => notificationOutbox.linkFor(token), kvkkNoticeService) };
}
