import type { CoreDeps } from '../core-deps';
import type { NotificationOutbox } from '../notifications/outbox';
import type { RepairFormService } from '../repair-forms/service';
import type { SystemLogService } from '../system-logs/service';
import { RepairApprovalService } from './approval-service';
import { RepairWorkService } from './service';

/** The repair followed to delivery (issue 28): status moves, lines, estimate, and the company's answer. */
export function createRepairWorkServices(
  { db }: CoreDeps,
  deps: { systemLog: SystemLogService; repairFormService: RepairFormService; notificationOutbox: NotificationOutbox },
) {
  const repairWorkService = new RepairWorkService(db, deps.systemLog, deps.repairFormService, deps.notificationOutbox);
  return { repairWorkService, repairApprovalService: new RepairApprovalService(db, deps.repairFormService, repairWorkService, deps.notificationOutbox) };
}
