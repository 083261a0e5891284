import type { FastifyInstance } from 'fastify';
import type { NotificationOutbox } from '../notifications/outbox';
import type { RepairFormService } from '../repair-forms/service';
import type { SystemLogService } from '../system-logs/service';
import { RepairApprovalService } from './approval-service';
import { RepairWorkService } from './service';

/** The module's services on the app (app.repairWorkService, app.repairApprovalService), built from the ones it needs. */
export function repairWorkServices(
  app: FastifyInstance,
  deps: { systemLog: SystemLogService; repairFormService: RepairFormService; notificationOutbox: NotificationOutbox },
): void {
  const work = new RepairWorkService(app.db, deps.systemLog, deps.repairFormService, deps.notificationOutbox);
  app.decorate('repairWorkService', work);
  app.decorate('repairApprovalService', new RepairApprovalService(app.db, deps.repairFormService, work, deps.notificationOutbox));
}
