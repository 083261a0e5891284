import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { aliasedTable } from 'drizzle-orm';
import { estimateTotals, MSG, type BuyerKind, type InvoiceCreateValues, type InvoiceProfile, type InvoiceTypeCode } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import {
  companies,
  invoiceCounters,
  invoices,
  repairForms,
  repairShopSellers,
  type InvoiceLineSnapshot,
  type InvoiceSellerSnapshot,
} from '../../db/schema/index';
import { isAdmin, type Actor, type AuthUser } from '../../lib/caller';
import type { FieldCrypto } from '../../lib/field-crypto';
import { conflict, HttpError, notFound, validationFailed } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';
import type { Paging } from '../../lib/paging';
import type { RepairFormService } from '../repair-forms/service';
import { lockedForm } from '../repair-work/service';
import { itemsOf } from '../repair-work/queries';
import type { SystemLogService } from '../system-logs/service';
import type { NotificationOutbox } from '../notifications/outbox';
import { invoiceEmailSubject, invoiceEmailText, invoiceFileNames } from './invoice-email';
import { missingSellerFields } from './seller-service';
import { differsOnlyInNumberAndTime } from './checked-invoice';
import { buildUblXml, type UblInvoice } from './ubl-xml';
import { prepareValidation, validateInvoiceXml, type RuleFailure } from './ubl-validator';
import { renderInvoicePdf, type PrintedInvoice } from './invoice-pdf';

export type InvoiceRow = typeof invoices.$inferSelect;
export type Buyer = InvoiceCreateValues['buyer'] & { kind: BuyerKind };

export interface InvoiceSummary {
  id: number;
  number: string;
  uuid: string;
  profile: InvoiceProfile;
  typeCode: InvoiceTypeCode;
  issuedAt: string;
  subtotalKurus: number;
  vatByRate: { vatRate: number; baseKurus: number; vatKurus: number }[];
  vatKurus: number;
  totalKurus: number;
}

export interface InvoiceDetail extends InvoiceSummary {
  repairFormId: number | null;
  formNumber: string;
  repairShopId: number | null;
  returnOfId: number | null;
  returnedById: number | null;
  buyer: Buyer;
  seller: InvoiceSellerSnapshot;
  lines: InvoiceLineSnapshot[];
}

/** Statuses an invoice may be cut from (issue 43). */
export const INVOICEABLE_STATUSES = ['Tamamlandı', 'Teslim Edildi'];

/** Midnight in Istanbul (UTC+3, no DST since 2016) of a 'YYYY-MM-DD' day; null when not a real day. */
function dayStart(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const utc = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== text) return null;
  return new Date(`${text}T00:00:00+03:00`);
}

const istanbulParts = (date: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}`, year: Number(parts.year) };
};

/** A refusal by the rules: 422 with the rules' own texts (the admin sees which rule failed). */
export function rulesFailed(failures: RuleFailure[]): HttpError {
  return new HttpError(422, MSG.invoiceRulesFailed, { ubl: failures.map((f) => (f.source === 'xsd' ? `UBL 2.1 şeması: ${f.text}` : f.text)) });
}

/** An invoice but for its number, ETTN and time: what the form (or the original) gives, checked. */
interface Draft {
  content: Omit<UblInvoice, 'number' | 'uuid' | 'issueDate' | 'issueTime'>;
  prefix: string;
  meta: { repairShopId: number | null; repairFormId: number | null; returnOfId: number | null };
}

/**
 * e-Arşiv / e-Fatura invoices (issue 43). Issuing is two steps. First, outside any lock, the invoice
 * is built with the number its series would give now and checked against the UBL 2.1 schema and
 * GİB's Schematron; a refusal ends there, having taken no number. Then one transaction locks the
 * form (or the original) and the series counter, reads and checks everything again, takes the number
 * and the time and stores the invoice: it is validated again inside the lock only when it differs
 * from the checked one in more than its number's digits and its time (a change in between, a new
 * day). The series stays gap-free and in order (a refusal inside rolls the number back).
 */
export class InvoiceService {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    private readonly systemLog: SystemLogService,
    private readonly forms: RepairFormService,
    private readonly outbox: NotificationOutbox,
  ) {}

  private summary(row: InvoiceRow): InvoiceSummary {
    return {
      id: row.id,
      number: row.number,
      uuid: row.uuid,
      profile: row.profile as InvoiceProfile,
      typeCode: row.typeCode as InvoiceTypeCode,
      issuedAt: row.issuedAt.toISOString(),
      subtotalKurus: row.subtotalKurus,
      vatByRate: row.vatByRate,
      vatKurus: row.vatKurus,
      totalKurus: row.totalKurus,
    };
  }

  buyerOf(row: InvoiceRow): Buyer {
    return JSON.parse(this.crypto.decrypt(row.buyerSealed)) as Buyer;
  }

  xmlOf(row: InvoiceRow): string {
    return this.crypto.decrypt(row.xmlSealed);
  }

  /** The next number of a series, in the caller's transaction (the counter row stays locked until it ends). */
  private async nextNumber(tx: Db, prefix: string, year: number): Promise<string> {
    const [row] = await tx
      .insert(invoiceCounters)
      .values({ prefix, year, lastNumber: 1 })
      .onConflictDoUpdate({ target: [invoiceCounters.prefix, invoiceCounters.year], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    return `${prefix}${year}${String(row.lastNumber).padStart(9, '0')}`;
  }

  /** The number the series would give now, read without its lock (for the check before the lock). */
  private async peekNumber(prefix: string, year: number): Promise<string> {
    const [row] = await this.db
      .select({ lastNumber: invoiceCounters.lastNumber })
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.prefix, prefix), eq(invoiceCounters.year, year)));
    return `${prefix}${year}${String((row?.lastNumber ?? 0) + 1).padStart(9, '0')}`;
  }

  /** Step one, outside any lock: the draft with the number the series would give now, validated. A refusal takes no number. */
  private async checked(draft: Draft): Promise<{ inv: UblInvoice; xml: string }> {
    prepareValidation();
    const when = istanbulParts(new Date());
    const inv: UblInvoice = {
      ...draft.content,
      number: await this.peekNumber(draft.prefix, when.year),
      uuid: randomUUID(),
      issueDate: when.date,
      issueTime: when.time,
    };
    const xml = buildUblXml(inv);
    const result = await validateInvoiceXml(xml, inv.profile);
    if (!result.valid) throw rulesFailed(result.failures);
    return { inv, xml };
  }

  /** Step two, in the transaction holding the form: the number (it waits for the series' lock), then the time; stored. */
  private async issueInLock(tx: Db, draft: Draft, checked: { inv: UblInvoice; xml: string }, actor: Actor): Promise<InvoiceRow> {
    // The number first, then the time: numbers and issue times keep one order.
    const number = await this.nextNumber(tx, draft.prefix, istanbulParts(new Date()).year);
    const issuedAt = new Date();
    const when = istanbulParts(issuedAt);
    const inv: UblInvoice = { ...draft.content, number, uuid: checked.inv.uuid, issueDate: when.date, issueTime: when.time };
    const xml = buildUblXml(inv);
    if (!differsOnlyInNumberAndTime(checked.inv, checked.xml, inv)) {
      const result = await validateInvoiceXml(xml, inv.profile);
      if (!result.valid) throw rulesFailed(result.failures);
    }
    return this.store(tx, inv, xml, { ...draft.meta, actor, issuedAt });
  }

  private async store(
    tx: Db,
    inv: UblInvoice,
    xml: string,
    meta: { repairShopId: number | null; repairFormId: number | null; returnOfId: number | null; actor: Actor; issuedAt: Date },
  ): Promise<InvoiceRow> {
    const [row] = await tx
      .insert(invoices)
      .values({
        number: inv.number,
        uuid: inv.uuid,
        profile: inv.profile,
        typeCode: inv.typeCode,
        repairShopId: meta.repairShopId,
        repairFormId: meta.repairFormId,
        formNumber: inv.formNumber,
        returnOfId: meta.returnOfId,
        issuedAt: meta.issuedAt,
        issuedBy: meta.actor.user.id,
        buyerKind: inv.buyer.kind,
        buyerSealed: this.crypto.encrypt(JSON.stringify(inv.buyer)),
        buyerIdHash: this.crypto.hash(inv.buyer.id),
        buyerName: inv.buyer.name,
        buyerEmail: inv.buyer.email,
        sellerTitle: inv.seller.title,
        seller: inv.seller,
        lines: inv.lines,
        subtotalKurus: inv.subtotalKurus,
        vatKurus: inv.vatKurus,
        totalKurus: inv.totalKurus,
        vatByRate: inv.vatByRate,
        xmlSealed: this.crypto.encrypt(xml),
      })
      .returning();
    const label = inv.typeCode === 'IADE' ? 'İade Faturası' : 'Fatura';
    await this.systemLog.record(
      tx,
      {
        action: 'Create',
        entityType: 'RepairForm',
        entityId: meta.repairFormId ?? row.id,
        description: `${label} kesildi: ${inv.number} (form ${inv.formNumber})`,
      },
      meta.actor,
    );
    await this.queueEmail(tx, inv, row);
    return row;
  }

  /**
   * The company's copy (issue 43): one outbox row per invoice, in the issuing transaction, to the
   * buyer's e-mail; the dispatcher attaches the PDF and the XML when it sends it. No e-mail on the
   * buyer: none queued. `notifications_invoice_once` refuses a second row for the same invoice.
   */
  private async queueEmail(tx: Db, inv: UblInvoice, row: InvoiceRow): Promise<void> {
    const recipient = inv.buyer.email?.trim();
    if (!recipient) return;
    const content = {
      number: inv.number,
      uuid: inv.uuid,
      profile: inv.profile,
      typeCode: inv.typeCode,
      issuedAt: row.issuedAt,
      formNumber: inv.formNumber,
      sellerTitle: inv.seller.title,
      buyerName: inv.buyer.name,
      totalKurus: inv.totalKurus,
      returnOfNumber: inv.returnOf?.number ?? null,
    };
    await this.outbox.queueEmail(tx, {
      recipient,
      customerName: inv.buyer.name.slice(0, 200),
      subject: invoiceEmailSubject(content),
      body: invoiceEmailText(content),
      repairFormId: row.repairFormId,
      repairShopId: row.repairShopId,
      invoiceId: row.id,
    });
  }

  /** The attachments of an invoice's e-mail, read when it is sent: the PDF and the XML as issued (null when the invoice is gone). */
  async emailFiles(invoiceId: number): Promise<{ fileName: string; content: Buffer; contentType: string }[] | null> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!row) return null;
    const names = invoiceFileNames(row.number);
    return [
      { fileName: names.pdf, content: await this.pdfOf(row), contentType: 'application/pdf' },
      { fileName: names.xml, content: Buffer.from(this.xmlOf(row), 'utf8'), contentType: 'application/xml' },
    ];
  }

  /** POST /repairform/{id}/invoice. */
  async issue(formId: number, input: InvoiceCreateValues, actor: Actor): Promise<InvoiceSummary> {
    const visible = await this.forms.findVisible(formId, actor.user);
    const buyer: Buyer = {
      kind: input.buyer.kind as BuyerKind,
      id: input.buyer.id,
      name: input.buyer.name,
      taxOffice: input.buyer.taxOffice || null,
      address: input.buyer.address,
      email: input.buyer.email || null,
    } as Buyer;
    const checked = await this.checked(await this.saleDraft(this.db, visible.id, buyer, false));
    const row = await this.db.transaction(async (tx) => this.issueInLock(tx, await this.saleDraft(tx, visible.id, buyer, true), checked, actor));
    this.outbox.notifyQueued();
    return this.summary(row);
  }

  /** A sale of the form to the buyer, checked (status, no standing sale, seller details, lines); `lock` holds the form's row. */
  private async saleDraft(tx: Db, formId: number, buyer: Buyer, lock: boolean): Promise<Draft> {
    const form = lock ? await lockedForm(tx, formId) : (await tx.select().from(repairForms).where(eq(repairForms.id, formId)))[0];
    if (!form) throw notFound(MSG.formNotFound);
    if (!INVOICEABLE_STATUSES.includes(form.status)) throw conflict(MSG.invoiceStatusRefused(form.status));
    const standing = await this.standingSale(tx, form.id);
    if (standing) throw conflict(MSG.invoiceExists(standing.number));
    const [seller] = form.repairShopId ? await tx.select().from(repairShopSellers).where(eq(repairShopSellers.repairShopId, form.repairShopId)) : [];
    const missing = missingSellerFields(seller);
    if (missing.length > 0 || !seller) throw conflict(MSG.invoiceSellerMissing(missing.join(', ')));
    const items = await itemsOf(tx, form.id);
    if (items.length === 0) throw conflict(MSG.invoiceNoItems);
    const totals = estimateTotals(items);
    const [company] = form.companyId ? await tx.select({ eInvoiceUser: companies.eInvoiceUser }).from(companies).where(eq(companies.id, form.companyId)) : [];
    const profile: InvoiceProfile = company?.eInvoiceUser ? 'TEMELFATURA' : 'EARSIVFATURA';
    return {
      prefix: seller.invoicePrefix,
      meta: { repairShopId: form.repairShopId, repairFormId: form.id, returnOfId: null },
      content: {
        profile,
        typeCode: 'SATIS',
        formNumber: form.formNumber,
        seller: { title: seller.title, vkn: seller.vkn, taxOffice: seller.taxOffice, address: seller.address, mersis: seller.mersis },
        buyer,
        lines: items.map((item, index) => ({
          description: item.description,
          quantityHundredths: item.quantityHundredths,
          unit: item.unit,
          unitPriceKurus: item.unitPriceKurus,
          vatRate: item.vatRate,
          lineTotalKurus: totals.lines[index].lineTotalKurus,
          vatKurus: totals.lines[index].vatKurus,
        })),
        vatByRate: totals.vatByRate,
        subtotalKurus: totals.subtotalKurus,
        vatKurus: totals.vatKurus,
        totalKurus: totals.totalKurus,
      },
    };
  }

  /** The form's sale that has no return yet. */
  private async standingSale(tx: Db, formId: number): Promise<{ id: number; number: string } | undefined> {
    const returns = aliasedTable(invoices, 'returns');
    const [row] = await tx
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .leftJoin(returns, eq(returns.returnOfId, invoices.id))
      .where(and(eq(invoices.repairFormId, formId), eq(invoices.typeCode, 'SATIS'), isNull(returns.id)))
      .limit(1);
    return row;
  }

  /** An invoice the caller may see (another shop's: 404). */
  async findVisible(id: number, user: AuthUser, tx: Db = this.db): Promise<InvoiceRow> {
    if (!isDbId(id)) throw notFound(MSG.invoiceNotFound);
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
    if (!row || (!isAdmin(user) && row.repairShopId !== user.repairShopId)) throw notFound(MSG.invoiceNotFound);
    return row;
  }

  async detail(id: number, user: AuthUser): Promise<InvoiceDetail> {
    const row = await this.findVisible(id, user);
    const [returned] = await this.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.returnOfId, row.id));
    return {
      ...this.summary(row),
      repairFormId: row.repairFormId,
      formNumber: row.formNumber,
      repairShopId: row.repairShopId,
      returnOfId: row.returnOfId,
      returnedById: returned?.id ?? null,
      buyer: this.buyerOf(row),
      seller: row.seller,
      lines: row.lines,
    };
  }

  /** POST /invoices/{id}/return: an İade Faturası of the whole sale, in the same series, referring to it. */
  async returnInvoice(id: number, actor: Actor): Promise<InvoiceSummary> {
    const visible = await this.findVisible(id, actor.user);
    const checked = await this.checked(await this.returnDraft(this.db, visible.id, false));
    const row = await this.db.transaction(async (tx) => this.issueInLock(tx, await this.returnDraft(tx, visible.id, true), checked, actor));
    this.outbox.notifyQueued();
    return this.summary(row);
  }

  /** An İade Faturası of the whole sale, checked (a sale, not returned yet); `lock` holds the original's row. */
  private async returnDraft(tx: Db, id: number, lock: boolean): Promise<Draft> {
    const query = tx.select().from(invoices).where(eq(invoices.id, id));
    const [original] = lock ? await query.for('update') : await query;
    if (!original) throw notFound(MSG.invoiceNotFound);
    if (original.typeCode !== 'SATIS') throw conflict(MSG.invoiceReturnOnlySale);
    const [already] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.returnOfId, original.id));
    if (already) throw conflict(MSG.invoiceAlreadyReturned(already.number));
    return {
      prefix: original.number.slice(0, 3),
      meta: { repairShopId: original.repairShopId, repairFormId: original.repairFormId, returnOfId: original.id },
      content: {
        profile: original.profile as InvoiceProfile,
        typeCode: 'IADE',
        formNumber: original.formNumber,
        seller: original.seller,
        buyer: this.buyerOf(original),
        lines: original.lines,
        vatByRate: original.vatByRate,
        subtotalKurus: original.subtotalKurus,
        vatKurus: original.vatKurus,
        totalKurus: original.totalKurus,
        returnOf: { number: original.number, issueDate: istanbulParts(original.issuedAt).date },
      },
    };
  }

  /** GET /invoices: newest first, one page; a Tamirci their shop's only. */
  async list(
    paging: Paging,
    user: AuthUser,
    range?: { from: Date; to: Date },
    only: { repairFormId?: number; repairShopId?: number } = {},
  ): Promise<{ rows: (InvoiceSummary & { formNumber: string; buyerName: string; repairFormId: number | null; returnOfId: number | null })[]; total: number }> {
    const conditions: SQL[] = [];
    if (!isAdmin(user)) conditions.push(eq(invoices.repairShopId, user.repairShopId ?? 0));
    // One form's invoices (its detail screen) or one shop's (an Admin's choice); a Tamirci stays inside their shop either way.
    if (only.repairFormId !== undefined) conditions.push(eq(invoices.repairFormId, only.repairFormId));
    if (only.repairShopId !== undefined) conditions.push(eq(invoices.repairShopId, only.repairShopId));
    if (range) conditions.push(gte(invoices.issuedAt, range.from), lt(invoices.issuedAt, range.to));
    const where = conditions.length ? and(...conditions) : undefined;
    const [[{ total }], rows] = await Promise.all([
      this.db.select({ total: count() }).from(invoices).where(where),
      this.db.select().from(invoices).where(where).orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(paging.pageSize).offset(paging.offset),
    ]);
    return {
      rows: rows.map((row) => ({
        ...this.summary(row),
        formNumber: row.formNumber,
        buyerName: row.buyerName,
        repairFormId: row.repairFormId,
        returnOfId: row.returnOfId,
      })),
      total,
    };
  }

  /** What the print shows, from the stored row. */
  async printed(row: InvoiceRow): Promise<PrintedInvoice> {
    const when = istanbulParts(row.issuedAt);
    const [original] = row.returnOfId ? await this.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, row.returnOfId)) : [];
    return {
      number: row.number,
      uuid: row.uuid,
      profile: row.profile as InvoiceProfile,
      typeCode: row.typeCode as InvoiceTypeCode,
      issueDate: when.date,
      issueTime: when.time,
      formNumber: row.formNumber,
      seller: row.seller,
      buyer: this.buyerOf(row),
      lines: row.lines,
      vatByRate: row.vatByRate,
      subtotalKurus: row.subtotalKurus,
      vatKurus: row.vatKurus,
      totalKurus: row.totalKurus,
      returnOfNumber: original?.number ?? null,
    };
  }

  async pdfOf(row: InvoiceRow): Promise<Buffer> {
    return renderInvoicePdf(await this.printed(row));
  }

  /** GET /invoices/export: a ZIP of each invoice's XML and PDF in the period (Istanbul days, 'to' included). */
  async exportZip(user: AuthUser, fromText: string, toText: string): Promise<{ fileName: string; zip: Buffer }> {
    const from = dayStart(fromText);
    const toDay = dayStart(toText);
    if (!from || !toDay || from > toDay || toDay.getTime() - from.getTime() > 366 * 86_400_000) throw validationFailed({ from: [MSG.invoiceExportRange] });
    const to = new Date(toDay.getTime() + 86_400_000);
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    for (const row of await this.inRange(user, from, to)) {
      zip.file(`${row.number}.xml`, this.xmlOf(row));
      zip.file(`${row.number}.pdf`, await this.pdfOf(row));
    }
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    return { fileName: `faturalar-${fromText}-${toText}.zip`, zip: bytes };
  }

  /** The invoices of a period, for the export (whole rows; the caller reads XML and PDF). */
  async inRange(user: AuthUser, from: Date, to: Date): Promise<InvoiceRow[]> {
    const conditions: SQL[] = [gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)];
    if (!isAdmin(user)) conditions.push(eq(invoices.repairShopId, user.repairShopId ?? 0));
    return this.db
      .select()
      .from(invoices)
      .where(and(...conditions))
      .orderBy(invoices.issuedAt, invoices.id);
  }
}
