import { sql } from 'drizzle-orm';
import {
  formatPhone,
  formatPlate,
  KVKK_LEGAL_BASES,
  KVKK_NOTIFICATION_STATUS_LABELS,
  KVKK_NOTIFICATION_TYPE_LABELS,
  SIGNATURE_ROLE_LABELS,
  type SignatureRole,
} from '@tamir/shared-api/domain';
import type { KvkkPublicNotice } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import type { kvkkRequests } from '../../db/schema/index';
import type { FieldCrypto } from '../../lib/field-crypto';
import { createPdf, FONT, pdfBytes, SIZES, COLORS } from '../form-pdf/pdf-document';
import { targetsOf } from './eraser';
import { trDateTime, trDay } from './tr-dates';
import type { Found } from './finder';
import { PERSONAL_REGISTER } from './personal-register';
import { exportedByRequest, type PersonalTable } from './register';
import { requestDto } from './service';
import { tiedToApplicant } from './tied';

type Row = Record<string, unknown>;

/** The register's tables a request's export has a section for (read at each export: the register is the one source). */
const exportedTables = () => PERSONAL_REGISTER.filter((t) => t.columns.some(exportedByRequest));

/** PostgreSQL's text of a timestamp ('2026-12-07 03:55:26.739+00', as a raw query on PGlite gives it). */
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;

const formatted = (value: unknown, format: 'plate' | 'signatureRole' | undefined): unknown => {
  if (value instanceof Date) return value.toISOString();
  const stamp = typeof value === 'string' ? PG_TIMESTAMP.exec(value) : null;
  if (stamp) return new Date(`${stamp[1]}T${stamp[2]}${stamp[3]}:${stamp[4] ?? '00'}`).toISOString();
  if (value === null || value === undefined) return null;
  if (format === 'plate') return formatPlate(String(value));
  if (format === 'signatureRole') return SIGNATURE_ROLE_LABELS[value as SignatureRole] ?? value;
  return value;
};

/** One table's rows of the person: what the row is (context), its form's number, and every exported personal column. */
async function sectionRows(db: Db, crypto: FieldCrypto, table: PersonalTable, ids: number[], formNumbers: Map<number, string>): Promise<Row[]> {
  if (ids.length === 0) return [];
  const personal = table.columns.filter(exportedByRequest);
  const context = table.context ?? [];
  const columns = [
    sql`id`,
    ...(table.formColumn && table.formColumn !== 'id' ? [sql`${sql.identifier(table.formColumn)} as "__form"`] : []),
    ...context.map((c) => sql`${c.expr ?? sql.identifier(c.column)} as ${sql.identifier(`c:${c.exportAs}`)}`),
    ...personal.map((c) => sql`${sql.identifier(c.column)} as ${sql.identifier(`p:${c.exportAs}`)}`),
  ];
  const { rows } = await db.execute(
    sql`select ${sql.join(columns, sql`, `)} from ${sql.identifier(table.table)} where id = any(${sql.param(ids)}::bigint[]) order by id`,
  );
  return (rows as Row[]).map((row) => {
    const out: Row = { id: Number(row.id) };
    if ('__form' in row) out.formNumber = formNumbers.get(Number(row.__form)) ?? null;
    for (const c of context) out[c.exportAs] = formatted(row[`c:${c.exportAs}`], c.format);
    for (const c of personal) {
      const value = row[`p:${c.exportAs}`];
      out[c.exportAs!] =
        c.encrypted && c.kind === 'phone'
          ? typeof value === 'string' && value
            ? formatPhone(crypto.decrypt(value))
            : null
          : c.encrypted && c.json
            ? typeof value === 'string' && value
              ? (JSON.parse(crypto.decrypt(value)) as unknown)
              : null
            : formatted(value, undefined);
    }
    return out;
  });
}

/**
 * Everything held about the person (Art. 11/1-b), for the JSON file and the PDF: each table of the
 * register a request reaches is a section, with the columns its module declared. Only the records
 * tied to the applicant are given out; a name-only match may be a namesake's data.
 */
export async function exportData(db: Db, crypto: FieldCrypto, request: typeof kvkkRequests.$inferSelect, found: Found) {
  const targets = targetsOf(tiedToApplicant(found));
  const formNumbers = new Map(found.forms.map((f) => [f.id, f.formNumber]));
  const sections: Record<string, Row[]> = {};
  for (const table of exportedTables())
    sections[table.exportAs] = await sectionRows(
      db,
      crypto,
      table,
      (table.identity ? (found.retained[table.table] ?? []) : (targets[table.table] ?? [])).map((t) => t.id),
      formNumbers,
    );
  return {
    request: requestDto(request),
    exportedAt: new Date().toISOString(),
    ...sections,
    // Art. 11/1-b: which legal basis covers which data (issue 41 §3), as the notice says it.
    legalBases: KVKK_LEGAL_BASES.map(({ group, basis, covers }) => ({ group, basis, covers })),
  };
}

export type KvkkExportData = Awaited<ReturnType<typeof exportData>>;

const local = (value: string | null) => (value ? trDateTime(value) : '');
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Labels for the notifications' type and status (the JSON keeps the stored words). */
const VALUE_LABELS: Record<string, Record<string, string>> = { type: KVKK_NOTIFICATION_TYPE_LABELS, status: KVKK_NOTIFICATION_STATUS_LABELS };

/** A decrypted JSON value (an invoice's buyer) as its filled-in values, comma-separated. */
const jsonText = (value: object) =>
  Object.values(value)
    .filter((v) => v !== null && v !== '')
    .map(String)
    .join(', ');

/** A signature's stored data URL as image bytes pdfkit can draw (PNG or JPEG), or null (erased: empty). */
function imageBytes(image: unknown): Buffer | null {
  if (typeof image !== 'string') return null;
  const match = /^data:image\/(png|jpe?g);base64,(.+)$/.exec(image);
  return match ? Buffer.from(match[2], 'base64') : null;
}

/**
 * The same data as a readable A4 PDF (DejaVu Sans, the form PDF's document) with what the JSON holds
 * — notification texts and signature images too — the controller's name and address, Turkish labels
 * and dd.MM.yyyy dates (issue 40 item 12).
 */
export async function exportPdf(data: KvkkExportData, controller: KvkkPublicNotice): Promise<Buffer> {
  const id = data.request.id;
  const doc = await createPdf({ title: `KVKK Başvurusu #${id}`, subject: 'Kişisel veri dökümü (KVKK m. 11)' });
  doc.addPage();
  const heading = (text: string) => doc.moveDown(0.6).font(FONT.bold).fontSize(SIZES.subtitle).fillColor(COLORS.text).text(text).moveDown(0.2);
  const line = (text: string) => doc.font(FONT.regular).fontSize(SIZES.body).fillColor(COLORS.text).text(text);
  const muted = (text: string) => doc.font(FONT.regular).fontSize(SIZES.small).fillColor(COLORS.muted).text(text);
  const none = () => muted('Kayıt yok');
  doc.font(FONT.bold).fontSize(SIZES.title).fillColor(COLORS.text).text(`KVKK Başvurusu #${id}: Kişisel Veri Dökümü`);
  muted(`Hazırlanma: ${local(data.exportedAt)}`);
  heading('Veri sorumlusu');
  line(controller.controllerTitle || '-');
  if (controller.address) line(controller.address);
  const contact = [controller.email ? `E-posta: ${controller.email}` : '', controller.kepAddress ? `KEP: ${controller.kepAddress}` : '']
    .filter(Boolean)
    .join(' · ');
  if (contact) line(contact);
  const r = data.request;
  heading('Başvuru');
  line(`Başvuru no: ${r.id} · Başvuran: ${r.applicantName} · Kanal: ${r.channel} · Tür: ${r.kind}`);
  line(`Başvuru tarihi: ${trDay(r.receivedAt)} · Son gün: ${trDay(r.dueAt)} · Durum: ${r.state}`);
  if (r.subject) line(`Talep konusu: ${r.subject}`);
  const sections = data as unknown as Record<string, Row[]>;
  for (const table of exportedTables()) {
    const rows = sections[table.exportAs] ?? [];
    heading(`${table.title} (${rows.length})`);
    if (rows.length === 0) none();
    const labels = new Map(table.columns.filter((c) => c.exportAs).map((c) => [c.exportAs!, c]));
    for (const row of rows) {
      const parts: string[] = [];
      const images: Array<{ label: string; bytes: Buffer | null }> = [];
      const texts: string[] = [];
      for (const [key, value] of Object.entries(row)) {
        const column = labels.get(key);
        // An erased signature (its image emptied) still shows that it was there.
        if (column?.kind === 'signature') images.push({ label: column.label, bytes: imageBytes(value) });
        // The bare number is in the JSON; the PDF says whose text it was ('notice': 'Tamirhane metni, sürüm 2').
        else if (key === 'id' || key === 'noticeVersion' || value === null || value === '' || value === undefined) continue;
        else if (column?.kind === 'photo') parts.push(`${column.label}: var (JSON dosyasında)`);
        else if (typeof value === 'string' && ISO.test(value)) parts.push(local(value));
        else if (VALUE_LABELS[key] && table.table === 'notifications') parts.push(VALUE_LABELS[key][String(value)] ?? String(value));
        else if (column?.kind === 'freeText' && typeof value === 'string' && value.length > 120) texts.push(`${column.label}: ${value}`);
        else if (column?.json && typeof value === 'object') parts.push(`${column.label}: ${jsonText(value)}`);
        else parts.push(column ? `${column.label}: ${String(value)}` : String(typeof value === 'object' ? JSON.stringify(value) : value));
      }
      line(`• ${parts.join(' · ')}`);
      for (const text of texts) muted(text);
      for (const image of images) {
        if (!image.bytes) {
          muted('İmza silindi (KVKK)');
          continue;
        }
        try {
          doc.image(image.bytes, { fit: [180, 70] });
        } catch {
          muted('İmza görüntüsü okunamadı');
        }
      }
    }
  }
  heading(`Hukuki sebepler (${data.legalBases.length})`);
  for (const b of data.legalBases) line(`• ${b.basis} — ${b.group}: ${b.covers}`);
  return pdfBytes(doc);
}
