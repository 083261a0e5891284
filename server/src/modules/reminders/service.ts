import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  istanbulToday,
  MSG,
  REMINDER_KINDS,
  REMINDER_THRESHOLD_DEFAULTS,
  REMINDER_URGENCIES,
  reminderStanding,
  formatPlate,
  type DeferredRemindersValues,
  type ReminderInputValues,
  type ReminderThresholds,
  type ReminderUrgency,
} from '@tamir/shared-api/domain';
import type { DeferredReminders, Reminder, ReminderListQueryValues, ReminderSummary, VehicleReminders } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, reminders, repairForms, repairItems, repairShopCompanies, vehicles } from '../../db/schema/index';
import { isAdmin, type Actor, type AuthUser } from '../../lib/caller';
import { badRequest, conflict, notFound, validationFailed } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';
import { readPaging } from '../../lib/paging';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { readingSummariesOf, readingsOf, type ReadingSummary } from './readings';
import { completeReminder } from './complete';
import { addMonths } from './roll-forward';
import { bandsCte, rankOf, urgencyOfRank } from './standing-sql';

type ReminderRow = typeof reminders.$inferSelect & { plateNumber: string; companyId: number; companyName: string };

const rowSelection = {
  reminder: reminders,
  plateNumber: vehicles.plateNumber,
  companyId: vehicles.companyId,
  companyName: companies.name,
};

/** A Tamirci's vehicles: those of the companies linked to their shop. */
const linkedToShop = (user: AuthUser): SQL =>
  sql`exists (select 1 from ${repairShopCompanies} where ${repairShopCompanies.repairShopId} = ${user.repairShopId ?? 0} and ${repairShopCompanies.companyId} = ${vehicles.companyId})`;

const urgencyRank = (u: ReminderUrgency) => REMINDER_URGENCIES.indexOf(u);

export class ReminderService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly systemLog: SystemLogService,
  ) {}

  /** The settings' reminders section over the issue's defaults. */
  async thresholds(): Promise<ReminderThresholds> {
    const stored = (await this.settings.section('reminders')) as Partial<ReminderThresholds>;
    return { ...REMINDER_THRESHOLD_DEFAULTS, ...stored };
  }

  /** GET /vehicles/{id}/reminders: Admin any vehicle, a Tamirci those of the companies linked to their shop (else 404). */
  async forVehicle(vehicleId: number, user: AuthUser): Promise<VehicleReminders> {
    await this.visibleVehicle(vehicleId, user);
    const rows = await this.rows(eq(reminders.vehicleId, vehicleId));
    const analysis = (await readingsOf(this.db, [vehicleId])).get(vehicleId)!;
    const thresholds = await this.thresholds();
    const today = istanbulToday();
    const list = rows
      .map((row) => this.toDto(row, analysis, thresholds, today))
      .sort((a, b) => Number(!!a.completedAt) - Number(!!b.completedAt) || urgencyRank(a.urgency) - urgencyRank(b.urgency) || a.id - b.id);
    return {
      vehicleId,
      currentKilometer: analysis.currentKilometer,
      kmPerDay: analysis.kmPerDay,
      flaggedReadings: analysis.flagged.map((f) => ({
        at: new Date(f.at).toISOString(),
        kilometer: f.kilometer,
        reason: f.reason,
        ...(f.source ? { source: f.source } : {}),
      })),
      reminders: list,
    };
  }

  async create(vehicleId: number, input: ReminderInputValues, actor: Actor): Promise<Reminder> {
    const vehicle = await this.visibleVehicle(vehicleId, actor.user);
    if (input.sourceFormId) await this.assertFormOfVehicle(input.sourceFormId, vehicleId, actor.user);
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reminders)
        .values({ vehicleId, ...this.columns(input), sourceFormId: input.sourceFormId ?? null })
        .returning({ id: reminders.id });
      await this.systemLog.record(
        tx,
        {
          action: 'Create',
          entityType: 'Vehicle',
          entityId: vehicleId,
          description: `Hatırlatma eklendi: ${formatPlate(vehicle.plateNumber)} – ${input.kind}`,
        },
        actor,
      );
      return row.id;
    });
    return this.one(id, actor.user);
  }

  async update(id: number, input: ReminderInputValues, actor: Actor): Promise<Reminder> {
    const current = await this.visibleReminder(id, actor.user);
    if (input.sourceFormId && input.sourceFormId !== current.sourceFormId) await this.assertFormOfVehicle(input.sourceFormId, current.vehicleId, actor.user);
    await this.db.transaction(async (tx) => {
      await tx
        .update(reminders)
        .set({ ...this.columns(input), ...(input.sourceFormId ? { sourceFormId: input.sourceFormId } : {}), updatedAt: new Date() })
        .where(eq(reminders.id, id));
      await this.systemLog.record(
        tx,
        {
          action: 'Update',
          entityType: 'Vehicle',
          entityId: current.vehicleId,
          description: `Hatırlatma güncellendi: ${formatPlate(current.plateNumber)} – ${input.kind}`,
        },
        actor,
      );
    });
    return this.one(id, actor.user);
  }

  async remove(id: number, actor: Actor): Promise<{ message: string }> {
    const current = await this.visibleReminder(id, actor.user);
    await this.db.transaction(async (tx) => {
      await tx.delete(reminders).where(eq(reminders.id, id));
      await this.systemLog.record(
        tx,
        {
          action: 'Delete',
          entityType: 'Vehicle',
          entityId: current.vehicleId,
          description: `Hatırlatma silindi: ${formatPlate(current.plateNumber)} – ${current.kind}`,
        },
        actor,
      );
    });
    return { message: MSG.reminderDeleted };
  }

  /** POST /reminders/{id}/done ('Tamamlandı' by hand): a repeating one rolls forward, another is closed. */
  async markDone(id: number, formId: number | null, actor: Actor): Promise<Reminder> {
    const current = await this.visibleReminder(id, actor.user);
    if (current.completedAt) throw conflict(MSG.reminderAlreadyDone);
    if (formId) await this.assertFormOfVehicle(formId, current.vehicleId, actor.user);
    const summary = (await readingSummariesOf(this.db, [current.vehicleId])).get(current.vehicleId)!;
    await this.db.transaction(async (tx) => {
      await completeReminder(tx, id, { day: istanbulToday(), kilometer: summary.currentKilometer, formId });
      await this.systemLog.record(
        tx,
        {
          action: 'Update',
          entityType: 'Vehicle',
          entityId: current.vehicleId,
          description: `Hatırlatma tamamlandı: ${formatPlate(current.plateNumber)} – ${current.kind}`,
        },
        actor,
      );
    });
    return this.one(id, actor.user);
  }

  /**
   * POST /repairform/{id}/deferred-reminders: the lines of the estimate the company rejected, each
   * kept as an 'Ertelenen İş' reminder of the vehicle in one step (once per form), linked back to
   * its line. Tenancy as reading the form (another shop's: 404).
   */
  async saveDeferred(formId: number, due: DeferredRemindersValues, actor: Actor): Promise<DeferredReminders> {
    const { user } = actor;
    const [form] = isDbId(formId)
      ? await this.db
          .select({
            id: repairForms.id,
            vehicleId: repairForms.vehicleId,
            status: repairForms.status,
            formNumber: repairForms.formNumber,
            plateNumber: repairForms.plateNumber,
          })
          .from(repairForms)
          .where(isAdmin(user) ? eq(repairForms.id, formId) : and(eq(repairForms.id, formId), eq(repairForms.repairShopId, user.repairShopId ?? 0)))
      : [];
    if (!form) throw notFound(MSG.formNotFound);
    if (form.status !== 'Reddedildi' || form.vehicleId === null) throw conflict(MSG.deferredNeedsRejection);
    const vehicleId = form.vehicleId;
    const dueDate = due.dueDate || (due.dueKilometer == null ? addMonths(istanbulToday(), 1) : null);
    const ids = await this.db.transaction(async (tx) => {
      const [locked] = await tx.select({ status: repairForms.status }).from(repairForms).where(eq(repairForms.id, form.id)).for('update');
      if (locked?.status !== 'Reddedildi') throw conflict(MSG.deferredNeedsRejection);
      const [already] = await tx
        .select({ id: reminders.id })
        .from(reminders)
        .where(and(eq(reminders.sourceFormId, form.id), eq(reminders.kind, 'Ertelenen İş')))
        .limit(1);
      if (already) throw conflict(MSG.deferredAlreadySaved);
      const lines = await tx.select().from(repairItems).where(eq(repairItems.repairFormId, form.id)).orderBy(asc(repairItems.position));
      if (lines.length === 0) throw conflict(MSG.estimateNeedsItems);
      const created: number[] = [];
      for (const line of lines) {
        const [row] = await tx
          .insert(reminders)
          .values({ vehicleId, kind: 'Ertelenen İş', description: line.description, dueDate, dueKilometer: due.dueKilometer ?? null, sourceFormId: form.id })
          .returning({ id: reminders.id });
        await tx.update(repairItems).set({ reminderId: row.id }).where(eq(repairItems.id, line.id));
        created.push(row.id);
      }
      await this.systemLog.record(
        tx,
        {
          action: 'Create',
          entityType: 'Vehicle',
          entityId: vehicleId,
          description: `Reddedilen teklifin ${lines.length} kalemi ertelenen iş olarak kaydedildi: ${form.formNumber} (${formatPlate(form.plateNumber)})`,
        },
        actor,
      );
      return created;
    });
    const all = await this.forVehicle(vehicleId, user);
    return { message: MSG.deferredSaved(ids.length), reminders: all.reminders.filter((r) => ids.includes(r.id)) };
  }

  /**
   * GET /reminders: the open reminders of the caller's vehicles (Admin all), most urgent first, one
   * page; the urgency band is computed, filtered, ordered and paged in SQL (standing-sql.ts), the page's answers by the shared rule.
   */
  async list(query: ReminderListQueryValues, user: AuthUser): Promise<{ rows: Reminder[]; total: number }> {
    const { pageSize, offset } = readPaging(query);
    const errors: Record<string, string[]> = {};
    if (query.urgency !== undefined && !(REMINDER_URGENCIES as readonly string[]).includes(query.urgency)) errors.urgency = [MSG.reminderUrgencyInvalid];
    if (query.kind !== undefined && !(REMINDER_KINDS as readonly string[]).includes(query.kind)) errors.kind = [MSG.reminderKindInvalid];
    if (query.companyId !== undefined && !isDbId(Number(query.companyId))) errors.companyId = [MSG.invalidValue];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const urgency = query.urgency as ReminderUrgency | undefined;
    const bands = await this.bands(user, query);
    // The page (a top-N sort) and the count are two queries: a count over the window would make the
    // database sort every reminder in reach to hand out one page.
    const [result, total] = await Promise.all([
      this.db.execute(sql`${bands}
      select id from u
       ${urgency ? sql`where rank = ${rankOf(urgency)}` : sql``}
       order by rank, sort_day, id limit ${pageSize} offset ${offset}`),
      this.countBands(user, query, urgency),
    ]);
    const page = result.rows as { id: number }[];
    return { rows: await this.dtosOf(page.map((row) => Number(row.id))), total };
  }

  /** GET /reminders/summary: open reminders of the caller's vehicles per urgency (the dashboard's 'Yaklaşan Bakımlar'). */
  async summary(user: AuthUser): Promise<ReminderSummary> {
    const counts: ReminderSummary = { Gecikti: 0, 'Çok Yakın': 0, Yakın: 0, Uzak: 0 };
    const result = await this.db.execute(sql`${await this.bands(user, {})} select rank, count(*) as n from u group by rank`);
    for (const row of result.rows as { rank: number; n: number | string }[]) counts[urgencyOfRank(row.rank)] = Number(row.n);
    return counts;
  }

  /** `with … u`: the urgency band of each open reminder in the caller's reach, in SQL (standing-sql.ts). */
  async bands(user: AuthUser, query: { kind?: string; companyId?: string }): Promise<SQL> {
    return bandsCte({ where: and(...this.openConditions(user, query))! }, istanbulToday(), await this.thresholds());
  }

  private async countBands(user: AuthUser, query: { kind?: string; companyId?: string }, urgency?: ReminderUrgency): Promise<number> {
    if (!urgency) {
      // Every open reminder in reach, whatever its band: no band to compute, and the vehicles are
      // joined only to scope them (a Tamirci's, or one company's).
      const count = this.db.select({ n: sql<number | string>`count(*)` }).from(reminders);
      const conditions = and(...this.openConditions(user, query));
      const [row] =
        isAdmin(user) && !query.companyId
          ? await count.where(conditions)
          : await count.innerJoin(vehicles, eq(vehicles.id, reminders.vehicleId)).where(conditions);
      return Number(row.n);
    }
    const result = await this.db.execute(sql`${await this.bands(user, query)}
      select count(*) as n from u ${urgency ? sql`where rank = ${rankOf(urgency)}` : sql``}`);
    return Number((result.rows[0] as { n: number | string }).n);
  }

  /** These reminders as answers, in this order, their standing from the shared rule. */
  async dtosOf(ids: number[]): Promise<Reminder[]> {
    if (ids.length === 0) return [];
    const rows = await this.rows(inArray(reminders.id, ids));
    const analyses = await readingSummariesOf(
      this.db,
      rows.map((r) => r.vehicleId),
    );
    const thresholds = await this.thresholds();
    const today = istanbulToday();
    const byId = new Map(rows.map((row) => [row.id, this.toDto(row, analyses.get(row.vehicleId)!, thresholds, today)]));
    return ids.map((id) => byId.get(id)).filter((r): r is Reminder => r !== undefined);
  }

  private openConditions(user: AuthUser, query: { kind?: string; companyId?: string; vehicleIds?: number[] }): SQL[] {
    const conditions: SQL[] = [isNull(reminders.completedAt)];
    if (!isAdmin(user)) conditions.push(linkedToShop(user));
    if (query.kind) conditions.push(eq(reminders.kind, query.kind));
    if (query.companyId) conditions.push(eq(vehicles.companyId, Number(query.companyId)));
    if (query.vehicleIds) conditions.push(inArray(reminders.vehicleId, query.vehicleIds));
    return conditions;
  }

  /** Every open reminder in the caller's reach, its standing computed now, most urgent first. */
  async computed(user: AuthUser, query: { kind?: string; companyId?: string; vehicleIds?: number[] }): Promise<Reminder[]> {
    const rows = await this.rows(and(...this.openConditions(user, query))!);
    const analyses = await readingSummariesOf(
      this.db,
      rows.map((r) => r.vehicleId),
    );
    const thresholds = await this.thresholds();
    const today = istanbulToday();
    return rows
      .map((row) => this.toDto(row, analyses.get(row.vehicleId)!, thresholds, today))
      .sort((a, b) => urgencyRank(a.urgency) - urgencyRank(b.urgency) || (sortDay(a) < sortDay(b) ? -1 : sortDay(a) > sortDay(b) ? 1 : a.id - b.id));
  }

  async one(id: number, user: AuthUser): Promise<Reminder> {
    const row = await this.visibleReminder(id, user);
    const analysis = (await readingSummariesOf(this.db, [row.vehicleId])).get(row.vehicleId)!;
    return this.toDto(row, analysis, await this.thresholds(), istanbulToday());
  }

  private async rows(where: SQL): Promise<ReminderRow[]> {
    const rows = await this.db
      .select(rowSelection)
      .from(reminders)
      .innerJoin(vehicles, eq(vehicles.id, reminders.vehicleId))
      .innerJoin(companies, eq(companies.id, vehicles.companyId))
      .where(where)
      .orderBy(asc(reminders.id));
    return rows.map((r) => ({ ...r.reminder, plateNumber: r.plateNumber, companyId: r.companyId, companyName: r.companyName }));
  }

  private async visibleVehicle(vehicleId: number, user: AuthUser) {
    const [vehicle] = isDbId(vehicleId)
      ? await this.db
          .select({ id: vehicles.id, plateNumber: vehicles.plateNumber, companyId: vehicles.companyId })
          .from(vehicles)
          .where(isAdmin(user) ? eq(vehicles.id, vehicleId) : and(eq(vehicles.id, vehicleId), linkedToShop(user)))
      : [];
    if (!vehicle) throw notFound(MSG.vehicleNotFound);
    return vehicle;
  }

  private async visibleReminder(id: number, user: AuthUser): Promise<ReminderRow> {
    const [row] = isDbId(id) ? await this.rows(isAdmin(user) ? eq(reminders.id, id) : and(eq(reminders.id, id), linkedToShop(user))!) : [];
    if (!row) throw notFound(MSG.reminderNotFound);
    return row;
  }

  /** A form named by a reminder must be of the same vehicle and in the caller's reach. */
  private async assertFormOfVehicle(formId: number, vehicleId: number, user: AuthUser): Promise<void> {
    const [form] = await this.db
      .select({ id: repairForms.id })
      .from(repairForms)
      .where(
        and(eq(repairForms.id, formId), eq(repairForms.vehicleId, vehicleId), ...(isAdmin(user) ? [] : [eq(repairForms.repairShopId, user.repairShopId ?? 0)])),
      );
    if (!form) throw badRequest(MSG.validationFailed, { sourceFormId: ['Form bu araca ait değil'] });
  }

  private columns(input: ReminderInputValues) {
    return {
      kind: input.kind,
      description: input.description ?? '',
      dueDate: input.dueDate || null,
      dueKilometer: input.dueKilometer ?? null,
      repeatMonths: input.repeatMonths ?? null,
      repeatKilometers: input.repeatKilometers ?? null,
      fixedInterval: input.fixedInterval ?? false,
    };
  }

  private toDto(r: ReminderRow, analysis: Pick<ReadingSummary, 'currentKilometer' | 'kmPerDay'>, thresholds: ReminderThresholds, today: string): Reminder {
    const standing = reminderStanding(
      { dueDate: r.dueDate, dueKilometer: r.dueKilometer },
      { today, currentKilometer: analysis.currentKilometer, kmPerDay: analysis.kmPerDay },
      thresholds,
    );
    return {
      id: r.id,
      vehicleId: r.vehicleId,
      plateNumber: r.plateNumber,
      companyId: r.companyId,
      companyName: r.companyName,
      kind: r.kind,
      description: r.description,
      dueDate: r.dueDate,
      dueKilometer: r.dueKilometer,
      repeatMonths: r.repeatMonths,
      repeatKilometers: r.repeatKilometers,
      fixedInterval: r.fixedInterval,
      cycle: r.cycle,
      sourceFormId: r.sourceFormId,
      completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      completedFormId: r.completedFormId,
      currentKilometer: analysis.currentKilometer,
      kmPerDay: analysis.kmPerDay === null ? null : Math.round(analysis.kmPerDay * 10) / 10,
      urgency: standing.urgency,
      dueReason: standing.dueReason,
      ...(standing.projectedDate ? { projectedDate: standing.projectedDate } : {}),
      createdAt: r.createdAt.toISOString(),
    };
  }
}

/** The day a reminder falls due, by date or projection ('9999' for a km one with no projection). */
const sortDay = (r: Reminder) => [r.dueDate, r.projectedDate].filter(Boolean).sort()[0] ?? '9999-12-31';
