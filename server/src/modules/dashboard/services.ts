import type { CoreDeps } from '../core-deps';
import type { RepairFormListService } from '../repair-forms/list-service';
import { DashboardService } from './service';

export function createDashboardServices({ db }: CoreDeps, { repairFormListService }: { repairFormListService: RepairFormListService }) {
  return { dashboardService: new DashboardService(db, repairFormListService) };
}
