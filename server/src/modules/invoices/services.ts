import type { CoreDeps } from '../core-deps';
import type { RepairFormService } from '../repair-forms/service';
import type { NotificationOutbox } from '../notifications/outbox';
import type { SystemLogService } from '../system-logs/service';
import { SellerService } from './seller-service';
import { InvoiceService } from './service';

/** e-Arşiv / e-Fatura (issue 43): the shop's seller details and the invoices. */
export function createInvoiceServices(
  { db, fieldCrypto }: CoreDeps,
  deps: { systemLog: SystemLogService; repairFormService: RepairFormService; notificationOutbox: NotificationOutbox },
) {
  return {
    sellerService: new SellerService(db, deps.systemLog),
    invoiceService: new InvoiceService(db, fieldCrypto, deps.systemLog, deps.repairFormService, deps.notificationOutbox),
  };
}
