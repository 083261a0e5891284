import { randomUUID } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import {
  istanbulToday,
  kvkkDueDate,
  maskName,
  maskPhone,
  MSG,
  type KvkkAnswerValues,
  type KvkkCorrectionValues,
  type KvkkEraseValues,
  type KvkkRequestCreateValues,
  type KvkkRequestStateValues,
  type KvkkVerificationValues,
} from '@tamir/shared-api/domain';
import type { KvkkActionResult, KvkkDestructionEntry, KvkkMatch, KvkkMatches, KvkkRequest } from '@tamir/shared-api/dto';
import { KVKK_NOTIFICATION_TYPE_LABELS, LIMITS, SIGNATURE_ROLE_LABELS, formatPlate, type SignatureRole } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { kvkkDestructionLog, kvkkErasures, kvkkRequests, repairShops } from '../../db/schema/index';
import { isAdmin, type Actor } from '../../lib/caller';
import type { FieldCrypto } from '../../lib/field-crypto';
import { badRequest, conflict, forbidden, notFound, validationFailed } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';
import type { Paging } from '../../lib/paging';
import type { NotificationOutbox } from '../notifications/outbox';
import type { SystemLogService } from '../system-logs/service';
import type { KvkkNoticeService } from './notice';
import { queueThirdPartyNotices, recipientsOf } from './third-party-notice';
import { trDate } from './tr-dates';
import { writeDestructionLog } from './destruction-log';
import { correctPerson, erasePerson, type Counts } from './eraser';
import { findPerson, NOTHING_FOUND, type Found, type FoundRow, type Person } from './finder';
import { PERSONAL_REGISTER } from './personal-register';
import { tiedToApplicant, unknownTicks, type Ticked } from './tied';

type RequestRow = typeof kvkkRequests.$inferSelect;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function requestDto(row: RequestRow, today = istanbulToday()): KvkkRequest {
  return {
    id: row.id,
    repairShopId: row.repairShopId,
    applicantName: row.applicantName,
    identityKind: row.identityKind,
    identityMasked: row.identityMasked,
    nationality: row.nationality,
    noticeAddress: row.noticeAddress,
    contact: row.contact,
    subject: row.subject,
    channel: row.channel as KvkkRequest['channel'],
    receivedAt: row.receivedAt,
    kind: row.kind as KvkkRequest['kind'],
    phoneMasked: row.phoneMasked,
    name: row.name,
    dueAt: row.dueAt,
    state: row.state as KvkkRequest['state'],
    overdue: row.state === 'Açık' && row.dueAt < today,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
    erasedAt: iso(row.erasedAt),
    correctedAt: iso(row.correctedAt),
    verifiedBy: row.verifiedBy,
    verificationMethod: row.verificationMethod as KvkkRequest['verificationMethod'],
    verificationNote: row.verificationNote,
    verifiedAt: iso(row.verifiedAt),
    answerDecision: row.answerDecision as KvkkRequest['answerDecision'],
    answerReason: row.answerReason,
    answerChannel: row.answerChannel as KvkkRequest['answerChannel'],
    answeredBy: row.answeredBy,
    answeredAt: iso(row.answeredAt),
    thirdPartyNotifiedAt: iso(row.thirdPartyNotifiedAt),
    thirdPartyRecipients: row.thirdPartyRecipients ?? [],
  };
}

/** The identity number as stored: T.C. kimlik no, or a foreigner's passport/ID number (upper-case, no spaces). */
function identityOf(values: KvkkRequestCreateValues): { kind: string; number: string; nationality: string | null } {
  if (values.tckn) return { kind: 'T.C. Kimlik No', number: values.tckn, nationality: null };
  return {
    kind: 'Pasaport/Kimlik No',
    number: (values.foreignIdNumber ?? '').replace(/\s+/g, '').toLocaleUpperCase('tr-TR'),
    nationality: values.nationality || null,
  };
}

const maskIdentity = (number: string) => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

const rowMatch = (row: FoundRow, formNumbers: Map<number, string>, tied: Set<number>): KvkkMatch => ({
  id: row.id,
  label: row.text,
  matched: row.matched,
  repairFormId: row.repairFormId,
  formNumber: row.repairFormId === null ? null : (formNumbers.get(row.repairFormId) ?? null),
  at: iso(row.at),
  nameOnly: !tied.has(row.id),
});

/** 'driver: Ali Veli' (the finder's text) → 'Şoför: Ali Veli'. */
function signatureLabel(text: string): string {
  const at = text.indexOf(':');
  const role = text.slice(0, at) as SignatureRole;
  return at > 0 && SIGNATURE_ROLE_LABELS[role] ? `${SIGNATURE_ROLE_LABELS[role]}${text.slice(at)}` : text;
}

/** 'Email · in***@x.com · Konu' → 'E-posta · in***@x.com · Konu'. */
function notificationLabel(text: string): string {
  const at = text.indexOf(' · ');
  const type = at > 0 ? text.slice(0, at) : text;
  return `${KVKK_NOTIFICATION_TYPE_LABELS[type] ?? type}${at > 0 ? text.slice(at) : ''}`;
}

/**
 * Everything found, as the matches answer lists it (each kind at most LIMITS.kvkk.matchesPerKind
 * rows); a row not tied to the applicant (tied.ts) is marked `nameOnly` ('yalnız ad eşleşmesi').
 */
export function matchesOf(requestId: number, found: Found): KvkkMatches {
  const cap = LIMITS.kvkk.matchesPerKind;
  const formNumbers = new Map(found.forms.map((f) => [f.id, f.formNumber]));
  const tied = tiedToApplicant(found);
  const idsOf = (rows: Array<{ id: number }>) => new Set(rows.map((r) => r.id));
  const other = (table: string) => (found.others[table] ?? []).map((r) => rowMatch(r, formNumbers, idsOf(tied.others[table] ?? [])));
  const kinds = {
    vehicles: found.vehicles.map((v) => ({
      id: v.id,
      label: `${formatPlate(v.plateNumber)} · ${v.ownerName}`,
      matched: [v.byPhone ? 'Sürücü telefonu' : null, v.byName ? 'Sürücü adı' : null].filter((m): m is string => !!m),
      repairFormId: null,
      formNumber: null,
      at: null,
      nameOnly: !idsOf(tied.vehicles).has(v.id),
    })),
    forms: found.forms.map((f) => ({
      id: f.id,
      label: `${f.formNumber} · ${formatPlate(f.plateNumber)} · Sürücü: ${f.driverName} · Müşteri: ${f.customerName}`,
      matched: [
        f.driverByPhone ? 'Sürücü telefonu' : null,
        f.driverByName ? 'Sürücü adı' : null,
        f.customerByPhone ? 'Müşteri telefonu' : null,
        f.customerByName ? 'Müşteri adı' : null,
      ].filter((m): m is string => !!m),
      repairFormId: f.id,
      formNumber: f.formNumber,
      at: f.createdAt.toISOString(),
      nameOnly: !idsOf(tied.forms).has(f.id),
    })),
    signatures: found.signatures.map((r) => ({ ...rowMatch(r, formNumbers, idsOf(tied.signatures)), label: signatureLabel(r.text) })),
    photos: found.photos.map((r) => rowMatch(r, formNumbers, idsOf(tied.photos))),
    approvals: found.approvals.map((r) => rowMatch(r, formNumbers, idsOf(tied.approvals))),
    statusNotes: found.statusNotes.map((r) => rowMatch(r, formNumbers, idsOf(tied.statusNotes))),
    notifications: found.notifications.map((r) => ({ ...rowMatch(r, formNumbers, idsOf(tied.notifications)), label: notificationLabel(r.text) })),
    logs: found.logs.map((r) => rowMatch(r, formNumbers, idsOf(tied.logs))),
    repairItems: other('repair_items'),
    reminders: other('reminders'),
  };
  const counts = Object.fromEntries(Object.entries(kinds).map(([k, list]) => [k, list.length]));
  const retained = PERSONAL_REGISTER.filter((t) => t.identity && (found.retained[t.table] ?? []).length > 0).map((t) => {
    const rows = (found.retained[t.table] ?? []).map((r) => rowMatch(r, formNumbers, idsOf(found.retained[t.table] ?? [])));
    return { kind: t.exportAs, title: t.title, reason: t.identity!.retained, count: rows.length, rows: rows.slice(0, cap) };
  });
  const truncated = Object.values(kinds).some((list) => list.length > cap) || retained.some((r) => r.count > cap);
  const capped = Object.fromEntries(Object.entries(kinds).map(([k, list]) => [k, list.slice(0, cap)])) as typeof kinds;
  return { requestId, ...capped, counts, truncated, retained };
}

/** What an erase leaves whole because a law keeps it (found by the T.C. kimlik no), as the answers say it. */
export function retainedLines(found: Pick<Found, 'retained'>): string[] {
  const invoices = (found.retained.invoices ?? []).length;
  return invoices > 0 ? [MSG.kvkkInvoicesKept(invoices)] : [];
}

const sumCounts = (counts: Counts) => Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);

/** KVKK requests (Art. 11, 13): register, list, find the person, export, correct, erase. Admin only. */
export class KvkkService {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    private readonly systemLog: SystemLogService,
    private readonly outbox: NotificationOutbox,
    private readonly notice: KvkkNoticeService,
  ) {}

  private admin(actor: Actor): void {
    if (!isAdmin(actor.user)) throw forbidden();
  }

  /**
   * The controller the request was made to (its repair shop's own, else the portal's): the name the
   * Art. 11/1-f notices are signed with. Read before the transaction (the notice reads outside it);
   * a request's shop never changes.
   */
  private async controllerTitleOf(id: number): Promise<string> {
    const [row] = await this.db.select({ repairShopId: kvkkRequests.repairShopId }).from(kvkkRequests).where(eq(kvkkRequests.id, id));
    return (await this.notice.publicNotice(row?.repairShopId ?? null)).controllerTitle;
  }

  async create(values: KvkkRequestCreateValues, actor: Actor): Promise<KvkkRequest> {
    this.admin(actor);
    const phone = values.phone || null;
    const identity = identityOf(values);
    const repairShopId = values.repairShopId ?? null;
    return this.db.transaction(async (tx) => {
      if (repairShopId !== null) {
        const [shop] = await tx.select({ id: repairShops.id }).from(repairShops).where(eq(repairShops.id, repairShopId));
        if (!shop) throw validationFailed({ repairShopId: [MSG.shopNotFound] });
      }
      const [row] = await tx
        .insert(kvkkRequests)
        .values({
          key: randomUUID(),
          repairShopId,
          applicantName: values.applicantName,
          identityKind: identity.kind,
          identityEnc: this.crypto.encrypt(identity.number),
          identityHash: this.crypto.hash(identity.number),
          identityMasked: maskIdentity(identity.number),
          nationality: identity.nationality,
          noticeAddress: values.noticeAddress,
          contact: values.contact ?? '',
          subject: values.subject,
          channel: values.channel,
          receivedAt: values.receivedAt,
          kind: values.kind,
          phoneEnc: phone ? this.crypto.encrypt(phone) : null,
          phoneHash: phone ? this.crypto.hash(phone) : null,
          phoneMasked: phone ? maskPhone(phone) : null,
          name: values.name || null,
          dueAt: kvkkDueDate(values.receivedAt),
          createdBy: actor.user.username,
        })
        .returning();
      await this.systemLog.record(
        tx,
        {
          action: 'Create',
          entityType: 'SystemSetting',
          entityId: row.id,
          description: `KVKK başvurusu #${row.id} kaydedildi (${values.kind}, ${values.channel})`,
        },
        actor,
      );
      return requestDto(row);
    });
  }

  /** Overdue first, then the open ones by due date, then the closed ones newest first. */
  async list(paging: Paging, state: string | undefined, actor: Actor): Promise<{ rows: KvkkRequest[]; totalCount: number }> {
    this.admin(actor);
    const today = istanbulToday();
    const where = state ? eq(kvkkRequests.state, state) : undefined;
    const [{ n }] = await this.db.select({ n: count() }).from(kvkkRequests).where(where);
    const rows = await this.db
      .select()
      .from(kvkkRequests)
      .where(where)
      .orderBy(
        sql`case when ${kvkkRequests.state} = 'Açık' and ${kvkkRequests.dueAt} < ${today} then 0 when ${kvkkRequests.state} = 'Açık' then 1 else 2 end`,
        sql`case when ${kvkkRequests.state} = 'Açık' then ${kvkkRequests.dueAt} end asc`,
        desc(kvkkRequests.createdAt),
        desc(kvkkRequests.id),
      )
      .limit(paging.pageSize)
      .offset(paging.offset);
    return { rows: rows.map((r) => requestDto(r, today)), totalCount: Number(n) };
  }

  private async row(id: number, executor: Db = this.db, lock = false): Promise<RequestRow> {
    if (!isDbId(id)) throw notFound(MSG.kvkkRequestNotFound);
    const query = executor.select().from(kvkkRequests).where(eq(kvkkRequests.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(MSG.kvkkRequestNotFound);
    return row;
  }

  async get(id: number, actor: Actor): Promise<KvkkRequest> {
    this.admin(actor);
    return requestDto(await this.row(id));
  }

  async setState(id: number, values: KvkkRequestStateValues, actor: Actor): Promise<KvkkRequest> {
    this.admin(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.row(id, tx, true);
      if (row.state !== 'Açık') throw conflict(MSG.kvkkRequestClosed);
      const [updated] = await tx.update(kvkkRequests).set({ state: values.state, completedAt: new Date() }).where(eq(kvkkRequests.id, id)).returning();
      await this.systemLog.record(
        tx,
        { action: 'StatusChange', entityType: 'SystemSetting', entityId: id, description: `KVKK başvurusu #${id}: ${values.state}` },
        actor,
      );
      return requestDto(updated);
    });
  }

  /**
   * POST …/verify: who checked the applicant's identity (the Admin sending it) and how; once. Until
   * then no data is disclosed, corrected or erased (Başvuru Tebliği art. 5-6; Art. 12/1).
   */
  async verify(id: number, values: KvkkVerificationValues, actor: Actor): Promise<KvkkRequest> {
    this.admin(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.row(id, tx, true);
      if (row.verifiedAt) throw conflict(MSG.kvkkAlreadyVerified);
      if (row.state !== 'Açık') throw conflict(MSG.kvkkRequestClosed);
      const [updated] = await tx
        .update(kvkkRequests)
        .set({ verifiedBy: actor.user.username, verificationMethod: values.method, verificationNote: values.note ?? '', verifiedAt: new Date() })
        .where(eq(kvkkRequests.id, id))
        .returning();
      await this.systemLog.record(
        tx,
        { action: 'Update', entityType: 'SystemSetting', entityId: id, description: `KVKK başvurusu #${id}: kimlik doğrulandı (${values.method})` },
        actor,
      );
      return requestDto(updated);
    });
  }

  /** 409 until the applicant's identity is recorded as checked. */
  requireVerified(row: RequestRow): void {
    if (!row.verifiedAt) throw conflict(MSG.kvkkNotVerified);
  }

  /** The request row for an export: the Admin's, and verified. */
  async forExport(id: number, actor: Actor): Promise<{ row: RequestRow; found: Found }> {
    this.admin(actor);
    this.requireVerified(await this.row(id));
    return this.found(id, actor, null);
  }

  /**
   * POST …/answer (Art. 13/2-3): Kabul or Red with its reason, and the channel; closes the request
   * (the 30-day clock stops). A Silme or Düzeltme request is accepted only once it was done.
   */
  async answer(id: number, values: KvkkAnswerValues, actor: Actor): Promise<KvkkRequest> {
    this.admin(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.row(id, tx, true);
      if (row.answeredAt) throw conflict(MSG.kvkkAlreadyAnswered);
      if (row.state !== 'Açık') throw conflict(MSG.kvkkRequestClosed);
      if (values.decision === 'Kabul' && row.kind === 'Silme' && !row.erasedAt) throw conflict(MSG.kvkkAcceptNeedsErase);
      if (values.decision === 'Kabul' && row.kind === 'Düzeltme' && !row.correctedAt) throw conflict(MSG.kvkkAcceptNeedsCorrection);
      const now = new Date();
      const [updated] = await tx
        .update(kvkkRequests)
        .set({
          answerDecision: values.decision,
          answerReason: values.decision === 'Red' ? (values.reason ?? '') : '',
          answerChannel: values.channel,
          answeredBy: actor.user.username,
          answeredAt: now,
          state: values.decision === 'Kabul' ? 'Tamamlandı' : 'Reddedildi',
          completedAt: now,
        })
        .where(eq(kvkkRequests.id, id))
        .returning();
      await this.systemLog.record(
        tx,
        {
          action: 'StatusChange',
          entityType: 'SystemSetting',
          entityId: id,
          description: `KVKK başvurusu #${id} yanıtlandı: ${values.decision} (${values.channel})`,
        },
        actor,
      );
      return requestDto(updated);
    });
  }

  /** The answered request for its letter (409 before the answer). */
  async answered(id: number, actor: Actor): Promise<RequestRow> {
    this.admin(actor);
    const row = await this.row(id);
    if (!row.answeredAt) throw conflict(MSG.kvkkNotAnswered);
    return row;
  }

  /** Art. 11/1-f: tells the companies the forms were e-mailed to, in `tx`; the request records it (once). */
  private async tellRecipients(
    tx: Db,
    row: RequestRow,
    formIds: number[],
    controllerTitle: string,
    action: 'erase' | 'correct',
    corrected?: { name: string | null; phone: string | null },
  ) {
    if (row.thirdPartyNotifiedAt) return { thirdPartyNotifiedAt: row.thirdPartyNotifiedAt, thirdPartyRecipients: row.thirdPartyRecipients };
    const recipients = await recipientsOf(tx, formIds);
    if (recipients.length === 0) return {};
    const told = await queueThirdPartyNotices(tx, this.outbox, recipients, {
      requestId: row.id,
      controllerTitle,
      action,
      corrected,
      at: trDate(new Date()),
    });
    return { thirdPartyNotifiedAt: new Date(), thirdPartyRecipients: told };
  }

  /** Who the request is about: the phone's hash (kept until an erase) and the name. */
  private personOf(row: RequestRow): Person {
    return { phoneHash: row.phoneHash, name: row.name, identityHash: row.identityKind === 'T.C. Kimlik No' ? row.identityHash : null };
  }

  /** The finder's result for a request (`limit` rows per kind, or every row). */
  async found(id: number, actor: Actor, limit: number | null): Promise<{ row: RequestRow; found: Found }> {
    this.admin(actor);
    const row = await this.row(id);
    if (row.erasedAt) return { row, found: NOTHING_FOUND };
    return { row, found: await findPerson(this.db, this.personOf(row), limit) };
  }

  async matches(id: number, actor: Actor): Promise<KvkkMatches> {
    const { found } = await this.found(id, actor, LIMITS.kvkk.matchesPerKind + 1);
    return matchesOf(id, found);
  }

  /**
   * POST …/erase (a Silme request): anonymise what is tied to the applicant and the name-only rows
   * the admin ticked; write the destruction log and what a restore needs to erase again.
   */
  async erase(id: number, values: KvkkEraseValues | undefined, actor: Actor): Promise<KvkkActionResult> {
    this.admin(actor);
    const controllerTitle = await this.controllerTitleOf(id);
    const result = await this.db.transaction(async (tx) => {
      const row = await this.row(id, tx, true);
      if (row.kind !== 'Silme') throw badRequest(MSG.kvkkEraseNeedsSilme);
      if (row.state !== 'Açık') throw conflict(MSG.kvkkRequestClosed);
      if (row.erasedAt) throw conflict(MSG.kvkkAlreadyErased);
      this.requireVerified(row);
      const all = await findPerson(tx, this.personOf(row), null);
      const ticked = (values?.ticked ?? {}) as Ticked;
      if (unknownTicks(all, ticked).length > 0) throw badRequest(MSG.kvkkTickedUnknown, { ticked: [MSG.kvkkTickedUnknown] });
      const found = tiedToApplicant(all, ticked);
      const told = await this.tellRecipients(
        tx,
        row,
        found.forms.map((f) => f.id),
        controllerTitle,
        'erase',
      );
      const counts = await erasePerson(tx, found, this.crypto);
      const now = new Date();
      await tx.insert(kvkkErasures).values({
        key: randomUUID(),
        requestId: id,
        phoneHash: row.phoneHash,
        nameEnc: row.name ? this.crypto.encrypt(row.name) : null,
        erasedBy: actor.user.username,
        erasedAt: now,
      });
      await writeDestructionLog(tx, counts, { method: 'Anonimleştirme', reason: 'Başvuru', requestId: id, by: actor.user.username, at: now });
      const [updated] = await tx
        .update(kvkkRequests)
        .set({ erasedAt: now, phoneEnc: null, name: row.name ? maskName(row.name) : null, ...told })
        .where(eq(kvkkRequests.id, id))
        .returning();
      const total = sumCounts(counts);
      await this.systemLog.record(
        tx,
        {
          action: 'Delete',
          entityType: 'SystemSetting',
          entityId: id,
          description: `KVKK başvurusu #${id}: kişinin verileri anonimleştirildi (${total} kayıt)`,
        },
        actor,
      );
      const kept = retainedLines(all);
      return {
        message: [MSG.kvkkErased(total), ...kept].join(' '),
        request: requestDto(updated),
        counts,
        ...(kept.length ? { retained: kept } : {}),
      };
    });
    this.outbox.notifyQueued();
    return result;
  }

  /** POST …/correct (a Düzeltme request): the new name and/or phone wherever the old ones were found. */
  async correct(id: number, values: KvkkCorrectionValues, actor: Actor): Promise<KvkkActionResult> {
    this.admin(actor);
    const controllerTitle = await this.controllerTitleOf(id);
    const result = await this.db.transaction(async (tx) => {
      const row = await this.row(id, tx, true);
      if (row.kind !== 'Düzeltme') throw badRequest(MSG.kvkkCorrectNeedsDuzeltme);
      if (row.state !== 'Açık') throw conflict(MSG.kvkkRequestClosed);
      if (row.correctedAt) throw conflict(MSG.kvkkAlreadyCorrected);
      // A request registered without the name to correct: the Admin gives it with the correction (issue 40 item 12).
      const person = { ...this.personOf(row), name: row.name || values.currentName || null };
      if (values.name && !person.name) throw badRequest(MSG.kvkkCorrectionNeedsName, { currentName: [MSG.kvkkCorrectionNeedsName] });
      if (values.phone && !row.phoneHash) throw badRequest(MSG.kvkkCorrectionNeedsPhone, { phone: [MSG.kvkkCorrectionNeedsPhone] });
      this.requireVerified(row);
      const found = await findPerson(tx, person, null);
      const corrected = { name: values.name || null, phone: values.phone || null };
      const told = await this.tellRecipients(
        tx,
        row,
        found.forms.map((f) => f.id),
        controllerTitle,
        'correct',
        corrected,
      );
      const counts = await correctPerson(tx, found, corrected, this.crypto);
      const now = new Date();
      await writeDestructionLog(tx, counts, { method: 'Düzeltme', reason: 'Başvuru', requestId: id, by: actor.user.username, at: now });
      const [updated] = await tx
        .update(kvkkRequests)
        .set({ correctedAt: now, name: person.name, ...told })
        .where(eq(kvkkRequests.id, id))
        .returning();
      const total = sumCounts(counts);
      await this.systemLog.record(
        tx,
        { action: 'Update', entityType: 'SystemSetting', entityId: id, description: `KVKK başvurusu #${id}: kişinin bilgileri düzeltildi (${total} kayıt)` },
        actor,
      );
      return { message: MSG.kvkkCorrected(total), request: requestDto(updated), counts };
    });
    this.outbox.notifyQueued();
    return result;
  }

  async destructionLog(paging: Paging, requestId: number | undefined, actor: Actor): Promise<{ rows: KvkkDestructionEntry[]; totalCount: number }> {
    this.admin(actor);
    // An id beyond PostgreSQL's integer names no request: nothing is listed.
    const where = requestId === undefined ? undefined : eq(kvkkDestructionLog.requestId, isDbId(requestId) ? requestId : 0);
    const [{ n }] = await this.db.select({ n: count() }).from(kvkkDestructionLog).where(where);
    const rows = await this.db
      .select()
      .from(kvkkDestructionLog)
      .where(where)
      .orderBy(desc(kvkkDestructionLog.at), desc(kvkkDestructionLog.id))
      .limit(paging.pageSize)
      .offset(paging.offset);
    return { rows: rows.map(destructionDto), totalCount: Number(n) };
  }

  /** Every entry, newest first (the export; the log grows by a few rows a day). */
  async allDestructionEntries(actor: Actor): Promise<KvkkDestructionEntry[]> {
    this.admin(actor);
    const rows = await this.db.select().from(kvkkDestructionLog).orderBy(desc(kvkkDestructionLog.at), desc(kvkkDestructionLog.id));
    return rows.map(destructionDto);
  }

  /** The request's phone in clear (for its export), or null. */
  phoneOf(row: RequestRow): string | null {
    return row.phoneEnc ? this.crypto.decrypt(row.phoneEnc) : null;
  }

  decryptOrNull(enc: string | null): string | null {
    return enc ? this.crypto.decrypt(enc) : null;
  }
}

export function destructionDto(row: typeof kvkkDestructionLog.$inferSelect): KvkkDestructionEntry {
  return {
    id: row.id,
    category: row.category as KvkkDestructionEntry['category'],
    method: row.method as KvkkDestructionEntry['method'],
    reason: row.reason as KvkkDestructionEntry['reason'],
    count: row.count,
    requestId: row.requestId,
    by: row.by,
    at: row.at.toISOString(),
  };
}
