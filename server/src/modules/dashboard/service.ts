import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { kvkkControllerMissing, REPAIR_STATUSES } from '@tamir/shared-api/domain';
import type { AdminDashboard, StatusCount, TamirciDashboard } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, companyCounts, kvkkSettings, repairForms, repairShopCompanies, repairShops, rowCounts, users } from '../../db/schema/index';
import { forbidden } from '../../lib/http-errors';
import { todayRange } from '../../lib/istanbul-day';
import { isAdmin, type AuthUser } from '../../lib/caller';
import type { RepairFormListService } from '../repair-forms/list-service';

const RECENT_FORMS = 10;

/**
 * A one-table select writes the columns of its fields unqualified ("id"), which inside a
 * sub-select would name the inner table's column. Columns in a nested sql chunk keep their
 * table, so every sub-select here is one.
 */
const count = (from: SQL) => sql<number>`(select count(*)::int from ${from})`;
const storedCount = (table: string) => sql<number>`coalesce((select ${rowCounts.n}::int from ${rowCounts} where ${rowCounts.tableName} = ${table}), 0)`;

/**
 * The shop dashboard is polled every 10 s by every open one: one prepared statement of index-only
 * counts (shop + status, shop + created_at, created_by + created_at) plus the recent page.
 */
const prepareShopCounts = (db: Db) => {
  const shop = sql.placeholder('shopId');
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  const to = sql`${sql.placeholder('to')}::timestamptz`;
  return db
    .select({
      shopName: repairShops.name,
      // The linked companies' vehicle counts (kept by migration 0010's triggers), not their vehicles.
      companyVehicleCount: sql<number>`(${sql`select coalesce(sum(${companyCounts.vehicles}), 0)::int from ${repairShopCompanies} join ${companyCounts} on ${companyCounts.companyId} = ${repairShopCompanies.companyId} where ${repairShopCompanies.repairShopId} = ${shop}`})`,
      // 'Toplam Form' is every form of the shop, whatever its status (the spec's total forms; issue 40).
      activeRepairFormCount: count(sql`${repairForms} where ${repairForms.repairShopId} = ${shop}`),
      todayRepairFormCount: count(
        sql`${repairForms} where ${repairForms.repairShopId} = ${shop} and ${repairForms.createdAt} >= ${from} and ${repairForms.createdAt} < ${to}`,
      ),
      myRepairFormCount: count(sql`${repairForms} where ${repairForms.createdBy} = ${sql.placeholder('userId')} and ${repairForms.repairShopId} = ${shop}`),
    })
    .from(repairShops)
    .where(eq(repairShops.id, shop))
    .prepare('tamirci_dashboard_counts');
};

export class DashboardService {
  private readonly shopCounts: ReturnType<typeof prepareShopCounts>;

  constructor(
    private readonly db: Db,
    private readonly forms: RepairFormListService,
  ) {
    this.shopCounts = prepareShopCounts(db);
  }

  /** Admin only. companyStatistics: every company by name; userCount = Tamirci users of the shops the company is linked to. */
  async admin(user: AuthUser): Promise<AdminDashboard> {
    if (!isAdmin(user)) throw forbidden();
    const today = todayRange();
    // Per company, the Tamirci users of the shops it is linked to: one grouped join, not a count per company.
    const shopUsers = this.db
      .select({ companyId: repairShopCompanies.companyId, users: sql<number>`count(distinct ${users.id})::int`.as('users') })
      .from(repairShopCompanies)
      .innerJoin(users, and(eq(users.repairShopId, repairShopCompanies.repairShopId), eq(users.role, 'Tamirci')))
      .groupBy(repairShopCompanies.companyId)
      .as('shop_users');
    const [totals, statistics, recentRepairForms, controller] = await Promise.all([
      this.db
        .select({
          companyCount: count(sql`${companies}`),
          // Kept exact by triggers (migration 0010): no count of a million rows per visit.
          totalVehicleCount: storedCount('vehicles'),
          totalUserCount: count(sql`${users}`),
          totalRepairFormCount: storedCount('repair_forms'),
          todayRepairFormCount: count(
            sql`${repairForms} where ${repairForms.createdAt} >= ${today.from.toISOString()}::timestamptz and ${repairForms.createdAt} < ${today.to.toISOString()}::timestamptz`,
          ),
        })
        .from(sql`(select 1) as one`),
      this.db
        .select({
          companyId: companies.id,
          companyName: companies.name,
          vehicleCount: sql<number>`coalesce(${companyCounts.vehicles}, 0)`,
          userCount: sql<number>`coalesce(${shopUsers.users}, 0)`,
          repairFormCount: sql<number>`coalesce(${companyCounts.repairForms}, 0)`,
        })
        .from(companies)
        .leftJoin(companyCounts, eq(companyCounts.companyId, companies.id))
        .leftJoin(shopUsers, eq(shopUsers.companyId, companies.id))
        .orderBy(asc(companies.name), asc(companies.id)),
      this.forms.recent(undefined, RECENT_FORMS),
      this.db
        .select({ controllerTitle: kvkkSettings.controllerTitle, address: kvkkSettings.address, email: kvkkSettings.email })
        .from(kvkkSettings)
        .where(eq(kvkkSettings.id, 1)),
    ]);
    const kvkkMissing = kvkkControllerMissing(controller[0] ?? { controllerTitle: '', address: '', email: '' });
    return { ...totals[0], companyStatistics: statistics, recentRepairForms, kvkkMissing };
  }

  /** The caller's shop only; an Admin has no shop and gets 403 (the shell shows them the admin dashboard). */
  async tamirci(user: AuthUser): Promise<TamirciDashboard> {
    if (isAdmin(user) || user.repairShopId === null) throw forbidden();
    const shopId = user.repairShopId;
    const today = todayRange();
    const [[counts], recentRepairForms, perStatus] = await Promise.all([
      this.shopCounts.execute({ shopId, userId: user.id, from: today.from.toISOString(), to: today.to.toISOString() }),
      this.forms.recent(eq(repairForms.repairShopId, shopId), RECENT_FORMS),
      // Index-only (repair_forms_shop_status_created): the shop's forms per status.
      this.db
        .select({ status: repairForms.status, count: sql<number>`count(*)::int` })
        .from(repairForms)
        .where(eq(repairForms.repairShopId, shopId))
        .groupBy(repairForms.status),
    ]);
    const byStatus = new Map(perStatus.map((row) => [row.status, row.count]));
    const statusCounts: StatusCount[] = REPAIR_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
    return {
      companyVehicleCount: counts?.companyVehicleCount ?? 0,
      activeRepairFormCount: counts?.activeRepairFormCount ?? 0,
      todayRepairFormCount: counts?.todayRepairFormCount ?? 0,
      myRepairFormCount: counts?.myRepairFormCount ?? 0,
      companyName: counts?.shopName ?? '',
      userInfo: { username: user.username, firstName: user.firstName, lastName: user.lastName, role: user.role },
      recentRepairForms,
      statusCounts,
    };
  }
}
