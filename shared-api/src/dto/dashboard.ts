import { Type, type Static } from 'typebox';
import { RoleSchema } from './auth';
import { counts } from './common';
import { RepairFormSummaryDto } from './repair-form-list';
import { StatusCountDto } from './repair-work';

export const CompanyStatisticDto = Type.Object({
  companyId: Type.Integer(),
  companyName: Type.String(),
  ...counts('vehicleCount', 'userCount', 'repairFormCount'),
});

/** GET /dashboard/admin (core-journeys §3). */
export const AdminDashboardDto = Type.Object({
  ...counts('companyCount', 'totalVehicleCount', 'totalUserCount', 'totalRepairFormCount', 'todayRepairFormCount'),
  companyStatistics: Type.Array(CompanyStatisticDto),
  recentRepairForms: Type.Array(RepairFormSummaryDto),
  /** The KVKK tab's controller fields still empty (issue 41 §3): the dashboard warns until none is. */
  kvkkMissing: Type.Array(Type.String()),
});
export type AdminDashboard = Static<typeof AdminDashboardDto>;

/** GET /dashboard/tamirci: every count is of the caller's shop only. */
export const TamirciDashboardDto = Type.Object({
  ...counts('companyVehicleCount', 'activeRepairFormCount', 'todayRepairFormCount', 'myRepairFormCount'),
  companyName: Type.String(),
  userInfo: Type.Object({ username: Type.String(), firstName: Type.String(), lastName: Type.String(), role: RoleSchema }),
  recentRepairForms: Type.Array(RepairFormSummaryDto),
  /** Issue 28: the shop's forms per status, every status in REPAIR_STATUSES order (open work at a glance). */
  statusCounts: Type.Array(StatusCountDto),
});
export type TamirciDashboard = Static<typeof TamirciDashboardDto>;
