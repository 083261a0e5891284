import { and, desc, eq, gt, gte, inArray, lt, max, or, Param, sql, type SQL } from 'drizzle-orm';
import { isRepairStatus, MSG } from '@tamir/shared-api/domain';
import type { RepairFormListQueryValues, RepairFormPage, RepairFormSummary } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { formLinks, repairForms, repairShops, vehicles } from '../../db/schema/index';
import { PERIOD_SECONDS, searchKeys } from '../../db/search-periods';
import { type FieldErrors, notFound, validationFailed } from '../../lib/http-errors';
import { dayRange, parseDay, todayRange } from '../../lib/istanbul-day';
import { compactPattern, likePattern } from '../../lib/search-text';
import { isAdmin, type AuthUser } from '../../lib/caller';
import { isDbId } from '../../lib/ids';
import { isCompanyLinked } from '../../lib/tenancy';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/**
 * Counting every match costs more than the page itself once there are many: all million forms
 * 21 ms alone and 95 ms with four lists at once on two cores, a common search word 150 ms, and
 * it grows with the table. The count stops past this many and the answer says so
 * (totalCountCapped), so a list costs the same at any size.
 */
export const COUNT_CAP = 10_000;

const newestFirst = [desc(repairForms.createdAt), desc(repairForms.id)];

/** A search's shop (null: every shop) and created_at bounds, from which its index keys are made. */
interface Keyed {
  shopId: number | null;
  shop?: SQL;
  range: { from?: Date; to?: Date };
}

/** The status filter's values: repeated (`status=a&status=b`) or joined by commas, blanks and repeats dropped. */
function statusesOf(value: string | string[] | undefined): string[] {
  const given = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return [
    ...new Set(
      given
        .flatMap((text) => text.split(','))
        .map((text) => text.trim())
        .filter((text) => text !== ''),
    ),
  ];
}

/** Form list, dashboards' recent forms and a vehicle's forms: one summary row shape. */
export class RepairFormListService {
  constructor(private readonly db: Db) {}

  /**
   * Newest first, one page. Admin: every form, or one shop's; Tamirci: their shop's only (a
   * repairShopId they send is ignored). The page's ids are found first (index only), then the
   * rows, so a deep page does not read the skipped forms' text.
   */
  async list(input: RepairFormListQueryValues, user: AuthUser): Promise<RepairFormPage> {
    const errors: FieldErrors = {};
    const page = input.page === undefined ? 1 : Number(input.page);
    if (page < 1) errors.page = [MSG.pageInvalid];
    const requestedSize = input.pageSize === undefined ? DEFAULT_PAGE_SIZE : Number(input.pageSize);
    if (requestedSize < 1) errors.pageSize = [MSG.pageInvalid];
    const pageSize = Math.min(requestedSize, MAX_PAGE_SIZE);
    const { conditions, keyed, statuses } = this.filters(input, user, errors);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const narrowed = keyed && (await this.narrowed(conditions, keyed));

    const where = and(...conditions);
    const offset = (page - 1) * pageSize;
    // Several statuses: the page is merged from one index walk per status (an IN list cannot be walked newest first).
    const pageOf = (limit: number, skip: number) =>
      statuses.length > 1
        ? this.statusesPage(
            conditions.filter((c) => c !== statuses.condition),
            statuses,
            limit,
            skip,
          )
        : this.page(where, limit, skip);
    const answer = (data: RepairFormSummary[], counted: { total: number; capped: boolean }): RepairFormPage => ({
      data,
      totalCount: counted.total,
      totalCountCapped: counted.capped,
      page,
      pageSize,
      totalPages: Math.ceil(counted.total / pageSize),
    });
    if (narrowed) {
      // A search of one shop or of a date range: its matches are read once, through the index's
      // shop and month keys, for the count and the page together.
      const found = await this.countedPage(and(...narrowed), pageSize, offset);
      if (found && !found.capped) return answer(await this.summaries(inArray(repairForms.id, found.ids)), found);
      // Past the cap the page is the newest matches, found by walking the dates (the count stopped).
      if (found) return answer(await pageOf(pageSize, offset), found);
    }
    // Within the counted range the page is read beside the count; a page past it only if it can exist.
    const [counted, early] = await Promise.all([this.count(where), offset < COUNT_CAP ? pageOf(pageSize, offset) : null]);
    const data = early ?? (offset < counted.total || counted.capped ? await pageOf(pageSize, offset) : []);
    return answer(data, counted);
  }

  /**
   * A vehicle's forms, newest first; a Tamirci sees their shop's only, and a vehicle of a company
   * the shop does not serve is not found, as by id (it is reached by plate).
   */
  async forVehicle(vehicleId: number, user: AuthUser): Promise<RepairFormSummary[]> {
    const [vehicle] = isDbId(vehicleId)
      ? await this.db.select({ id: vehicles.id, companyId: vehicles.companyId }).from(vehicles).where(eq(vehicles.id, vehicleId))
      : [];
    if (!vehicle || !(isAdmin(user) || (await isCompanyLinked(this.db, user.repairShopId, vehicle.companyId)))) throw notFound(MSG.vehicleNotFound);
    const tenancy = isAdmin(user) ? undefined : eq(repairForms.repairShopId, user.repairShopId ?? 0);
    return this.summaries(and(eq(repairForms.vehicleId, vehicleId), tenancy));
  }

  /** Newest forms matching `where` (the dashboards' recent lists). */
  recent(where: SQL | undefined, limit: number): Promise<RepairFormSummary[]> {
    return this.summaries(where, limit);
  }

  /** The list's exact conditions; for a search, also what its shop and month keys are made from. */
  private filters(
    input: RepairFormListQueryValues,
    user: AuthUser,
    errors: FieldErrors,
  ): { conditions: SQL[]; keyed?: Keyed; statuses: string[] & { condition?: SQL } } {
    const conditions: SQL[] = [];
    const statuses: string[] & { condition?: SQL } = statusesOf(input.status);
    if (statuses.some((status) => !isRepairStatus(status))) errors.status = [MSG.statusFilterInvalid];
    else if (statuses.length > 0) {
      statuses.condition = statuses.length === 1 ? eq(repairForms.status, statuses[0]) : inArray(repairForms.status, statuses);
      conditions.push(statuses.condition);
    }
    let keyed: Keyed | undefined;
    let shopId: number | null = null;
    if (!isAdmin(user)) shopId = user.repairShopId ?? 0;
    else if (input.repairShopId !== undefined) {
      const requested = Number(input.repairShopId);
      if (!isDbId(requested)) errors.repairShopId = [MSG.invalidValue];
      else shopId = requested;
    }
    const shop = shopId === null ? undefined : eq(repairForms.repairShopId, shopId);
    if (shop) conditions.push(shop);

    const start = input.startDate ? parseDay(input.startDate) : undefined;
    const end = input.endDate ? parseDay(input.endDate) : undefined;
    if (start === null) errors.startDate = [MSG.dateInvalid];
    if (end === null) errors.endDate = [MSG.dateInvalid];
    if (start && end && dayRange(start).from >= dayRange(end).to) errors.endDate = [MSG.dateRangeInvalid];
    // The created_at bounds every filter puts together: the latest start and the earliest end.
    const range: { from?: Date; to?: Date } = {};
    const within = (from: Date | undefined, to: Date | undefined) => {
      if (from && (!range.from || from > range.from)) range.from = from;
      if (to && (!range.to || to < range.to)) range.to = to;
    };
    if (start) within(dayRange(start).from, undefined);
    if (end) within(undefined, dayRange(end).to);
    if (input.date === 'today') {
      const today = todayRange();
      within(today.from, today.to);
    }
    if (range.from) conditions.push(gte(repairForms.createdAt, range.from));
    if (range.to) conditions.push(lt(repairForms.createdAt, range.to));

    const term = input.search?.trim();
    if (term) {
      const patterns = [likePattern(term), compactPattern(term)].filter((pattern): pattern is string => pattern !== null);
      conditions.push(or(...patterns.map((pattern) => sql`${repairForms.searchText} like ${pattern}`))!);
      keyed = { shopId, shop, range };
    }

    if (input.user === 'me') conditions.push(eq(repairForms.createdBy, user.id));
    return { conditions, keyed, statuses };
  }

  /**
   * One page of forms in any of `statuses` matching `others`, newest first: the newest
   * offset+limit of each status (each an ordered walk of repair_forms_shop_status_created or
   * repair_forms_status_created), merged. An IN list would read and sort every match.
   */
  private async statusesPage(others: SQL[], statuses: readonly string[], limit: number, offset: number): Promise<RepairFormSummary[]> {
    const each = offset + limit;
    const branches = statuses.map(
      (status) =>
        sql`(select ${repairForms.id} as id, ${repairForms.createdAt} as created_at from ${repairForms} where ${and(...others, eq(repairForms.status, status))} order by ${repairForms.createdAt} desc, ${repairForms.id} desc limit ${each})`,
    );
    const { rows } = await this.db.execute(
      sql`select picked.id from (${sql.join(branches, sql` union all `)}) as picked order by picked.created_at desc, picked.id desc limit ${limit} offset ${offset}`,
    );
    if (rows.length === 0) return [];
    const ids = (rows as { id: number | string }[]).map((row) => Number(row.id));
    return this.summaries(inArray(repairForms.id, ids));
  }

  /**
   * The search's conditions with the index's shop and month keys, for the read through that index;
   * undefined when no keys narrow it. Without an end date the keys run to the newest form in scope.
   */
  private async narrowed(conditions: SQL[], { shopId, shop, range }: Keyed): Promise<SQL[] | undefined> {
    const to = range.to ?? (range.from ? await this.latestPossible(shopId) : undefined);
    const keys = searchKeys(shopId, { from: range.from, to });
    if (!keys) return undefined;
    // The keys hold the shop already. Written as an expression, the shop's check stays a filter: as
    // a plain equality the planner ANDed the shop's whole index (50,000 forms) into the keys'
    // bitmap, 2–3 ms of a 19 ms search (docs/performance.md).
    const shopFilter = sql`${repairForms.repairShopId} + 0 = ${shopId}`;
    return [...conditions.map((condition) => (condition === shop ? shopFilter : condition)), sql`${repairForms.searchPeriods} && ${new Param(keys)}::int8[]`];
  }

  /**
   * A date no form of the shop (null: of any shop) can be later than while this search runs: its
   * newest form's or now, whichever is later, and one period more for a form made meanwhile. An
   * index's first entry (repair_forms_shop_created, repair_forms_created).
   */
  private async latestPossible(shopId: number | null): Promise<Date> {
    const [row] = await this.db
      .select({ newest: max(repairForms.createdAt) })
      .from(repairForms)
      .where(shopId === null ? undefined : eq(repairForms.repairShopId, shopId));
    return new Date(Math.max(Date.now(), row?.newest?.getTime() ?? 0) + PERIOD_SECONDS * 1000);
  }

  /**
   * The matches' count (exact up to COUNT_CAP) and one page of their ids, newest first, from one
   * read of the matches; null when the page is empty, so the count is not known from it.
   */
  private async countedPage(where: SQL | undefined, limit: number, offset: number): Promise<{ ids: number[]; total: number; capped: boolean } | null> {
    const matches = this.db
      .select({ id: repairForms.id, createdAt: repairForms.createdAt })
      .from(repairForms)
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('matches');
    const rows = await this.db
      .select({ id: matches.id, n: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(matches)
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(limit)
      .offset(offset);
    if (rows.length === 0) return null;
    return rows[0].n > COUNT_CAP ? { ids: [], total: COUNT_CAP, capped: true } : { ids: rows.map((row) => row.id), total: rows[0].n, capped: false };
  }

  /** Exact up to COUNT_CAP; beyond it the scan stops. */
  private async count(where: SQL | undefined): Promise<{ total: number; capped: boolean }> {
    const limited = this.db
      .select({ one: sql`1` })
      .from(repairForms)
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('limited');
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(limited);
    return row.n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: row.n, capped: false };
  }

  private async page(where: SQL | undefined, limit: number, offset: number): Promise<RepairFormSummary[]> {
    const ids = await this.db
      .select({ id: repairForms.id })
      .from(repairForms)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
    if (ids.length === 0) return [];
    return this.summaries(
      inArray(
        repairForms.id,
        ids.map((row) => row.id),
      ),
    );
  }

  private async summaries(where: SQL | undefined, limit?: number): Promise<RepairFormSummary[]> {
    const query = this.db
      .select({
        id: repairForms.id,
        formNumber: repairForms.formNumber,
        vehicleId: repairForms.vehicleId,
        vehiclePlateNumber: repairForms.plateNumber,
        customerName: repairForms.customerName,
        companyName: repairForms.companyName,
        description: repairForms.description,
        createdAt: repairForms.createdAt,
        createdByUsername: repairForms.createdByUsername,
        repairShopId: repairForms.repairShopId,
        repairShopName: repairShops.name,
        status: repairForms.status,
      })
      .from(repairForms)
      .leftJoin(repairShops, eq(repairShops.id, repairForms.repairShopId))
      .where(where)
      .orderBy(...newestFirst);
    const rows = limit === undefined ? await query : await query.limit(limit);
    if (rows.length === 0) return [];
    const tokens = await this.activeLinkTokens(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), activeLinkToken: tokens.get(row.id) ?? null }));
  }

  /** The newest active, unexpired link of each form. */
  private async activeLinkTokens(formIds: number[]): Promise<Map<number, string>> {
    const links = await this.db
      .selectDistinctOn([formLinks.repairFormId], { repairFormId: formLinks.repairFormId, token: formLinks.token })
      .from(formLinks)
      .where(and(inArray(formLinks.repairFormId, formIds), eq(formLinks.isActive, true), gt(formLinks.expiresAt, sql`now()`)))
      .orderBy(formLinks.repairFormId, desc(formLinks.createdAt), desc(formLinks.id));
    return new Map(links.map((link) => [link.repairFormId, link.token]));
  }
}
