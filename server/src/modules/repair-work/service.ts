import { and, desc, eq } from 'drizzle-orm';
import {
  canEditLines,
  canSendEstimate,
  estimateTotals,
  formatKilometer,
  formatKurus,
  formatPlate,
  hasRealEmail,
  istanbulToday,
  MSG,
  moveSource,
  quantityToHundredths,
  type MoveSource,
  type RepairEstimateValues,
  type RepairItemsInputValues,
  type RepairStatus,
  type RepairStatusChangeValues,
} from '@tamir/shared-api/domain';
import type { EstimateSent, RepairForm, RepairItems, StatusHistoryEntry } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { repairForms, repairItems, repairStatusHistory } from '../../db/schema/index';
import type { Actor, Caller } from '../../lib/caller';
import { conflict, notFound, validationFailed } from '../../lib/http-errors';
import type { Paging } from '../../lib/paging';
import type { NotificationOutbox } from '../notifications/outbox';
import type { FormRow, RepairFormService } from '../repair-forms/service';
import type { SystemLogService } from '../system-logs/service';
import { noticeSubject, noticeText, type RepairNotice } from './emails';
import { estimateOf, historyPage, itemsDto, itemsOf, type ItemRow } from './queries';
import { completeRemindersOfForm, openRemindersOf } from '../reminders/complete';
import { refreshVehicleReadings } from '../reminders/readings';

type StoredForm = typeof repairForms.$inferSelect;

/** A move to write: the form's row, where it goes, who made it and why. */
export interface Move {
  form: StoredForm;
  to: RepairStatus;
  source: MoveSource;
  note?: string;
  deliveryKilometer?: number | null;
  /** The user, or the company's approver (no user). */
  by: { userId: number | null; username: string | null; name: string };
}

/** The form's row locked for the rest of the caller's transaction (status, lines and answers of one form never pass each other). */
export async function lockedForm(tx: Db, formId: number): Promise<StoredForm> {
  const [form] = await tx.select().from(repairForms).where(eq(repairForms.id, formId)).for('update');
  if (!form) throw notFound(MSG.formNotFound);
  return form;
}

const userName = (actor: Actor) => `${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.username;
const byUser = (actor: Actor): Move['by'] => ({ userId: actor.user.id, username: actor.user.username, name: userName(actor) });

/**
 * The repair followed to delivery (issue 28): status moves with their history, the estimate's
 * lines with a version, and 'Teklif Gönder'. Tenancy as reading the form (another shop's: 404).
 * Every move is checked against the one table (shared-api repair-status.ts).
 */
export class RepairWorkService {
  constructor(
    private readonly db: Db,
    private readonly systemLog: SystemLogService,
    private readonly forms: RepairFormService,
    private readonly outbox: NotificationOutbox,
  ) {}

  /** PUT /repairform/{id}/status: a status button's move; refused moves are 409 with a Turkish text. */
  async changeStatus(id: number, input: RepairStatusChangeValues, actor: Actor): Promise<RepairForm> {
    const visible = await this.forms.findVisible(id, actor.user);
    const to = input.status as RepairStatus;
    const queued = await this.db.transaction(async (tx) => {
      const form = await lockedForm(tx, visible.id);
      const source = moveSource(form.status, to);
      if (source === 'estimate') throw conflict(MSG.statusByEstimateOnly);
      if (source === 'approval') throw conflict(MSG.statusByApprovalOnly);
      if (source !== 'manual') throw conflict(MSG.statusMoveRefused(form.status, to));
      let deliveryKilometer: number | null = null;
      if (to === 'Teslim Edildi') {
        if (input.deliveryKilometer === undefined || input.deliveryKilometer === null)
          throw validationFailed({ deliveryKilometer: [MSG.deliveryKilometerRequired] });
        if (input.deliveryKilometer < form.kilometer)
          throw validationFailed({ deliveryKilometer: [MSG.deliveryKilometerBelowIntake(formatKilometer(form.kilometer))] });
        deliveryKilometer = input.deliveryKilometer;
      }
      await this.writeMove(tx, { form, to, source, note: input.note, deliveryKilometer, by: byUser(actor) }, actor);
      // Issue 44: the reminders its lines do are completed (a repeating one rolls forward) at the delivery kilometre.
      if (deliveryKilometer !== null) await completeRemindersOfForm(tx, form, istanbulToday(), deliveryKilometer);
      const notice: RepairNotice | null = to === 'Tamamlandı' ? 'completed' : to === 'Teslim Edildi' ? 'delivered' : null;
      if (!notice) return false;
      return this.queueCompanyNotice(tx, notice, { ...form, status: to, deliveryKilometer }, visible, actor);
    });
    if (queued) this.outbox.notifyQueued();
    return this.forms.get(visible.id, actor.user);
  }

  /** GET /repairform/{id}/history: newest first, one page. */
  async history(id: number, paging: Paging, actor: Actor): Promise<{ rows: StatusHistoryEntry[]; total: number }> {
    const form = await this.forms.findVisible(id, actor.user);
    return historyPage(this.db, form.id, paging);
  }

  /** GET /repairform/{id}/items. */
  async items(id: number, actor: Actor): Promise<RepairItems> {
    const form = await this.forms.findVisible(id, actor.user);
    return estimateOf(this.db, form.id, form.itemsVersion);
  }

  /**
   * PUT /repairform/{id}/items: the whole list replaces the stored one when `version` is the
   * stored one (else 409), until Tamamlandı. A list equal to the stored one changes nothing. New
   * lines after the company approved send the form back to Onay Bekliyor.
   */
  async saveItems(id: number, input: RepairItemsInputValues, actor: Actor): Promise<RepairItems> {
    const visible = await this.forms.findVisible(id, actor.user);
    return this.db.transaction(async (tx) => {
      const form = await lockedForm(tx, visible.id);
      if (!canEditLines(form.status)) throw conflict(MSG.itemsLocked);
      if (input.version !== form.itemsVersion) throw conflict(MSG.itemsVersionStale);
      const stored = await itemsOf(tx, form.id);
      const reminderIds = await this.lineReminders(tx, form, input, stored);
      const lines = input.items.map((item, position) => ({
        repairFormId: form.id,
        position,
        kind: item.kind,
        description: item.description,
        quantityHundredths: quantityToHundredths(item.quantity)!,
        unit: item.unit,
        unitPriceKurus: item.unitPriceKurus,
        vatRate: item.vatRate,
        reminderId: reminderIds[position],
      }));
      if (sameLines(stored, lines)) return itemsDto(form.itemsVersion, stored);

      const totals = estimateTotals(lines);
      await tx.delete(repairItems).where(eq(repairItems.repairFormId, form.id));
      if (lines.length > 0) {
        await tx
          .insert(repairItems)
          .values(lines.map((line, index) => ({ ...line, lineTotalKurus: totals.lines[index].lineTotalKurus, vatKurus: totals.lines[index].vatKurus })));
      }
      const version = form.itemsVersion + 1;
      await tx.update(repairForms).set({ itemsVersion: version }).where(eq(repairForms.id, form.id));
      await this.systemLog.record(
        tx,
        {
          action: 'Update',
          entityType: 'RepairForm',
          entityId: form.id,
          description: `Tamir kalemleri güncellendi: ${form.formNumber} (${formatPlate(form.plateNumber)}), ${lines.length} kalem, toplam ${formatKurus(totals.totalKurus)}`,
        },
        actor,
      );
      if (await this.approvedBefore(tx, form)) {
        await this.writeMove(tx, { form, to: 'Onay Bekliyor', source: 'lines', note: 'Onaylanan teklifin kalemleri değişti', by: byUser(actor) }, actor);
      }
      return itemsDto(version, lines);
    });
  }

  /**
   * POST /repairform/{id}/estimate ('Teklif Gönder'): → Onay Bekliyor and, when the company has an
   * e-mail address, one e-mail with the public link (a new 7-day one when none is active) and the PDF.
   */
  async sendEstimate(id: number, input: RepairEstimateValues, actor: Actor): Promise<EstimateSent> {
    const visible = await this.forms.findVisible(id, actor.user);
    const result = await this.db.transaction(async (tx) => {
      const form = await lockedForm(tx, visible.id);
      if (!canSendEstimate(form.status)) throw conflict(MSG.estimateNotAllowed(form.status));
      // What the company gets is what the screen showed: lines saved since then are not sent unseen.
      if (input.version !== form.itemsVersion) throw conflict(MSG.estimateVersionStale);
      const estimate = await estimateOf(tx, form.id, form.itemsVersion);
      if (estimate.items.length === 0) throw conflict(MSG.estimateNeedsItems);
      const note = `Teklif gönderildi: ${estimate.items.length} kalem, toplam ${formatKurus(estimate.totalKurus)}`;
      await this.writeMove(tx, { form, to: 'Onay Bekliyor', source: 'estimate', note, by: byUser(actor) }, actor);
      const queued = await this.queueCompanyNotice(tx, 'estimate', { ...form, status: 'Onay Bekliyor' }, visible, actor, estimate);
      return { queued, version: form.itemsVersion };
    });
    if (result.queued) this.outbox.notifyQueued();
    return {
      message: result.queued ? MSG.estimateQueued : MSG.estimateNoEmail,
      status: 'Onay Bekliyor',
      version: result.version,
      emailQueued: result.queued,
    };
  }

  /** Writes a move in the caller's transaction: the form's status, its history row and the system log's StatusChange. */
  async writeMove(tx: Db, move: Move, caller: Caller): Promise<void> {
    const { form, to } = move;
    const set: Partial<StoredForm> = { status: to };
    if (move.deliveryKilometer !== undefined && move.deliveryKilometer !== null) set.deliveryKilometer = move.deliveryKilometer;
    await tx.update(repairForms).set(set).where(eq(repairForms.id, form.id));
    await tx.insert(repairStatusHistory).values({
      repairFormId: form.id,
      fromStatus: form.status,
      toStatus: to,
      source: move.source,
      note: move.note ?? '',
      deliveryKilometer: move.deliveryKilometer ?? null,
      changedBy: move.by.userId,
      changedByUsername: move.by.username,
      changedByName: move.by.name.slice(0, 201),
    });
    // Issue 44: a delivery kilometre is a reading; the vehicle's summary is written with it.
    if (move.deliveryKilometer !== undefined && move.deliveryKilometer !== null) await refreshVehicleReadings(tx, [form.vehicleId]);
    const who = move.by.userId === null ? ` (firma yanıtı: ${move.by.name})` : '';
    await this.systemLog.record(
      tx,
      {
        action: 'StatusChange',
        entityType: 'RepairForm',
        entityId: form.id,
        description: `Form durumu değişti: ${form.formNumber} (${formatPlate(form.plateNumber)}) ${form.status} → ${to}${who}`,
      },
      caller,
    );
  }

  /**
   * Queues one notice to the form's company (a real e-mail address only) in the caller's
   * transaction, with the public link (the current one, else a new 7-day one); false when the
   * company has no address. The dispatcher attaches the form's PDF as it stands when sending.
   */
  async queueCompanyNotice(tx: Db, notice: RepairNotice, form: StoredForm, row: FormRow, actor: Actor, estimate?: RepairItems): Promise<boolean> {
    const recipient = (form.companyEmail ?? '').trim();
    if (!hasRealEmail(recipient)) return false;
    const link = await this.forms.activeLinkOrNew(tx, row, 'bildirim için', actor);
    const lines = estimate ?? (await estimateOf(tx, form.id, form.itemsVersion));
    const id = await this.outbox.queueEmail(tx, {
      recipient,
      customerName: form.customerName,
      subject: noticeSubject(notice, form),
      body: noticeText(notice, {
        form,
        estimate: lines,
        link: await this.outbox.linkFor(link.token, tx),
        linkExpiresAt: link.expiresAt,
        deliveryKilometer: form.deliveryKilometer,
      }),
      repairFormId: form.id,
      repairShopId: form.repairShopId,
    });
    await this.systemLog.record(
      tx,
      { action: 'Send', entityType: 'Notification', entityId: id, description: `${noticeSubject(notice, form)} e-postası gönderilmek üzere sıraya alındı` },
      actor,
    );
    return true;
  }

  /**
   * Each line's reminder (issue 44): the one it names, which must be an open reminder of the form's
   * vehicle; left out, the stored line of the same kind and description keeps its link.
   */
  private async lineReminders(tx: Db, form: StoredForm, input: RepairItemsInputValues, stored: readonly ItemRow[]): Promise<(number | null)[]> {
    const unused = stored.filter((line) => line.reminderId !== null);
    const wanted = input.items.map((item) => {
      if (item.reminderId !== undefined) return item.reminderId;
      const index = unused.findIndex((line) => line.kind === item.kind && line.description === item.description);
      return index < 0 ? null : unused.splice(index, 1)[0].reminderId;
    });
    const named = input.items.flatMap((item) => (item.reminderId ? [item.reminderId] : []));
    const open = await openRemindersOf(tx, form.vehicleId, named);
    const errors: Record<string, string[]> = {};
    input.items.forEach((item, index) => {
      if (item.reminderId && !open.has(item.reminderId)) errors[`items.${index}.reminderId`] = [MSG.itemReminderInvalid];
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return wanted;
  }

  /** Whether the company approved the lines now changing: Onaylandı, or İşlemde reached from Onaylandı (not Beklemede → İşlemde directly). */
  private async approvedBefore(tx: Db, form: StoredForm): Promise<boolean> {
    if (form.status === 'Onaylandı') return true;
    if (form.status !== 'İşlemde') return false;
    const [last] = await tx
      .select({ fromStatus: repairStatusHistory.fromStatus })
      .from(repairStatusHistory)
      .where(and(eq(repairStatusHistory.repairFormId, form.id), eq(repairStatusHistory.toStatus, 'İşlemde')))
      .orderBy(desc(repairStatusHistory.id))
      .limit(1);
    return last?.fromStatus === 'Onaylandı';
  }
}

type LineValues = Pick<ItemRow, 'kind' | 'description' | 'quantityHundredths' | 'unit' | 'unitPriceKurus' | 'vatRate' | 'reminderId'>;

function sameLines(stored: readonly LineValues[], next: readonly LineValues[]): boolean {
  const key = (line: LineValues) =>
    [line.kind, line.description, line.quantityHundredths, line.unit, line.unitPriceKurus, line.vatRate, line.reminderId ?? ''].join('\u0000');
  return stored.length === next.length && stored.every((line, index) => key(line) === key(next[index]));
}
