import { sql } from 'drizzle-orm';
import {
  formatPhone,
  formatPlate,
  KVKK_NOTIFICATION_STATUS_LABELS,
  KVKK_NOTIFICATION_TYPE_LABELS,
  SIGNATURE_ROLE_LABELS,
  type SignatureRole,
} from '@tamir/shared-api/domain';
import type { KvkkPublicNotice } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import type { FieldCrypto } from '../../lib/field-crypto';
import { createPdf, FONT, pdfBytes, SIZES, COLORS } from '../form-pdf/pdf-document';
import { trDateTime, trDay } from './tr-dates';
import type { Found } from './finder';
import { requestDto } from './service';
import type { kvkkRequests } from '../../db/schema/index';

type Rows = Array<Record<string, unknown>>;
const ids = (list: number[]) => sql`${sql.param(list)}::int[]`;
const when = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** Everything found about the person, in full (Art. 11: what is held), for the JSON file and the PDF. */
export async function exportData(db: Db, crypto: FieldCrypto, request: typeof kvkkRequests.$inferSelect, found: Found) {
  const phone = (enc: unknown) => (typeof enc === 'string' && enc ? formatPhone(crypto.decrypt(enc)) : null);
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Rows;
  const vehicles = found.vehicles.length
    ? await rows(
        sql`select id, plate_number, brand, model, owner_name, driver_phone_enc, created_at from vehicles where id = any(${ids(found.vehicles.map((v) => v.id))}) order by id`,
      )
    : [];
  const forms = found.forms.length
    ? await rows(sql`select id, form_number, plate_number, brand, model, company_name, driver_name, driver_phone_enc, customer_name, customer_phone_enc, status, created_at
        from repair_forms where id = any(${ids(found.forms.map((f) => f.id))}) order by id`)
    : [];
  const formNumber = new Map(forms.map((f) => [Number(f.id), String(f.form_number)]));
  const signatures = found.signatures.length
    ? await rows(
        sql`select id, repair_form_id, role, signer_name, signed_at, notice_version, image from form_signatures where id = any(${ids(found.signatures.map((s) => s.id))}) order by id`,
      )
    : [];
  const notifications = found.notifications.length
    ? await rows(sql`select id, type, status, recipient_masked, customer_name, subject, body, created_at, sent_at from notifications
        where id = any(${ids(found.notifications.map((n) => n.id))}) order by id`)
    : [];
  return {
    request: requestDto(request),
    exportedAt: new Date().toISOString(),
    vehicles: vehicles.map((v) => ({
      id: Number(v.id),
      plateNumber: formatPlate(String(v.plate_number)),
      brand: v.brand,
      model: v.model,
      driverName: v.owner_name,
      driverPhone: phone(v.driver_phone_enc),
      createdAt: when(v.created_at),
    })),
    forms: forms.map((f) => ({
      id: Number(f.id),
      formNumber: f.form_number,
      plateNumber: formatPlate(String(f.plate_number)),
      vehicle: `${String(f.brand)} ${String(f.model)}`.trim(),
      company: f.company_name,
      driverName: f.driver_name,
      driverPhone: phone(f.driver_phone_enc),
      customerName: f.customer_name,
      customerPhone: phone(f.customer_phone_enc),
      status: f.status,
      createdAt: when(f.created_at),
    })),
    signatures: signatures.map((s) => ({
      id: Number(s.id),
      formNumber: formNumber.get(Number(s.repair_form_id)) ?? null,
      role: SIGNATURE_ROLE_LABELS[s.role as SignatureRole] ?? s.role,
      signerName: s.signer_name,
      signedAt: when(s.signed_at),
      noticeVersion: s.notice_version === null ? null : Number(s.notice_version),
      image: s.image,
    })),
    photos: found.photos.map((p) => ({ id: p.id, formNumber: formNumber.get(p.repairFormId ?? 0) ?? null, description: p.text, createdAt: when(p.at) })),
    approvals: found.approvals.map((a) => ({ id: a.id, formNumber: formNumber.get(a.repairFormId ?? 0) ?? null, text: a.text, at: when(a.at) })),
    statusNotes: found.statusNotes.map((a) => ({ id: a.id, formNumber: formNumber.get(a.repairFormId ?? 0) ?? null, text: a.text, at: when(a.at) })),
    notifications: notifications.map((n) => ({
      id: Number(n.id),
      type: n.type,
      status: n.status,
      recipient: n.recipient_masked,
      customerName: n.customer_name,
      subject: n.subject,
      body: n.body,
      createdAt: when(n.created_at),
      sentAt: when(n.sent_at),
    })),
    logs: found.logs.map((l) => ({ id: l.id, createdAt: when(l.at), description: l.text })),
  };
}

export type KvkkExportData = Awaited<ReturnType<typeof exportData>>;

const local = (value: string | null) => (value ? trDateTime(value) : '');

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
  const section = <T>(title: string, list: T[], text: (item: T) => void) => {
    heading(`${title} (${list.length})`);
    if (list.length === 0) none();
    for (const item of list) text(item);
  };
  section('Araçlar', data.vehicles, (v) =>
    line(
      `• ${v.plateNumber} ${String(v.brand)} ${String(v.model)} · Sürücü: ${String(v.driverName)} · Telefon: ${v.driverPhone ?? '-'} · Kayıt: ${local(v.createdAt)}`,
    ),
  );
  section('Formlar', data.forms, (f) =>
    line(
      `• ${String(f.formNumber)} · ${f.plateNumber} · ${String(f.company)} · Sürücü: ${String(f.driverName)} (${f.driverPhone ?? '-'}) · Müşteri: ${String(f.customerName)} (${f.customerPhone ?? '-'}) · ${String(f.status)} · ${local(f.createdAt)}`,
    ),
  );
  section('İmzalar', data.signatures, (s) => {
    line(`• ${s.formNumber ?? ''} · ${String(s.role)}: ${String(s.signerName)} · ${local(s.signedAt)} · Aydınlatma metni sürümü: ${s.noticeVersion ?? '-'}`);
    const bytes = imageBytes(s.image);
    if (!bytes) return muted('İmza silindi (KVKK)');
    try {
      doc.image(bytes, { fit: [180, 70] });
    } catch {
      muted('İmza görüntüsü okunamadı');
    }
  });
  section('Fotoğraflar', data.photos, (p) => line(`• ${p.formNumber ?? ''} · ${p.description} · ${local(p.createdAt)}`));
  section('Teklif yanıtları', data.approvals, (a) => line(`• ${a.formNumber ?? ''} · ${a.text} · ${local(a.at)}`));
  section('Durum notları', data.statusNotes, (a) => line(`• ${a.formNumber ?? ''} · ${a.text} · ${local(a.at)}`));
  section('Bildirimler', data.notifications, (n) => {
    const type = KVKK_NOTIFICATION_TYPE_LABELS[String(n.type)] ?? String(n.type);
    const status = KVKK_NOTIFICATION_STATUS_LABELS[String(n.status)] ?? String(n.status);
    line(
      `• ${type} · ${String(n.recipient)} · ${String(n.subject)} · ${status} · Oluşturma: ${local(n.createdAt)}${n.sentAt ? ` · Gönderilme: ${local(n.sentAt)}` : ''}`,
    );
    muted(String(n.body ?? ''));
  });
  section('Sistem kayıtları', data.logs, (l) => line(`• ${local(l.createdAt)} · ${l.description}`));
  return pdfBytes(doc);
}
