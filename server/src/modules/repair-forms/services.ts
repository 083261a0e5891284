import type { CoreDeps } from '../core-deps';
import type { NotificationOutbox } from '../notifications/outbox';
import type { SystemLogService } from '../system-logs/service';
import { RepairFormListService } from './list-service';
import { RepairFormService } from './service';
import { FormShareService } from './share-service';
import { FormSignatureService } from './signature-service';

export function createRepairFormServices(
  { db, fieldCrypto }: CoreDeps,
  { systemLog, notificationOutbox }: { systemLog: SystemLogService; notificationOutbox: NotificationOutbox },
) {
  const repairFormService = new RepairFormService(db, fieldCrypto, systemLog, notificationOutbox);
  return {
    repairFormService,
    repairFormListService: new RepairFormListService(db),
    formShareService: new FormShareService(db, fieldCrypto, systemLog, repairFormService, notificationOutbox),
    formSignatureService: new FormSignatureService(db, systemLog, repairFormService),
  };
}
