import { sql } from 'drizzle-orm';
import { formatPhone, normalizePhone } from '@tamir/shared-api/domain';
import { randomUUID } from 'node:crypto';
import { formPhotos, invoices, kvkkRequests, notifications, reminders } from '../../src/db/schema/index';
import { jpegPhoto } from './photo-images';
import { createCompany, createForm, createUser, createVehicle, randomPlate } from './fixtures';
import type { TestServer } from './server';
import type { CellResource, Marker } from './tenancy-rules';

let seq = 0;
const tag = () => `${Date.now().toString(36).slice(-5)}${(++seq).toString(36)}`;
const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

// Company contact values derive from the company's name tag, so every copy has its own.
const nameTag = (companyName: string) => companyName.split(' ').pop()!;
const companyEmailOf = (companyName: string) => `${nameTag(companyName).toLowerCase()}@filo.example`;
const companyPhoneOf = (companyName: string) =>
  `0216 ${companyName
    .replace(/\D/g, '')
    .slice(-7)
    .replace(/^(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3')}`;
const companyAddressOf = (companyName: string) => `${nameTag(companyName)} Sokak`;

/** A failed e-mail of the cell (so resend is possible), written as the outbox would have. */
async function createNotification(
  server: TestServer,
  n: { repairShopId: number; repairFormId: number | null; recipient: string; customerName: string },
): Promise<number> {
  const [row] = await server.app.db
    .insert(notifications)
    .values({
      type: 'Email',
      status: 'Failed',
      recipient: n.recipient,
      recipientMasked: n.recipient.replace(/^(.).*@/, '$1***@'),
      customerName: n.customerName,
      subject: 'Tamir formu',
      body: 'Form bağlantısı',
      errorMessage: 'SMTP bağlantısı kurulamadı',
      retryCount: 3,
      // Far in the future, so the dispatcher of the test server leaves it alone.
      nextAttemptAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
      repairFormId: n.repairFormId,
      repairShopId: n.repairShopId,
    })
    .returning({ id: notifications.id });
  return row.id;
}

let smallJpeg: Promise<Buffer> | null = null;

/** A photo of the cell's form (issue 29), written as an upload would have stored it. */
/** A KVKK request about a person no cell has (so an erase or correction touches nothing of the matrix). */
async function createKvkkRequest(server: TestServer, kind: 'Silme' | 'Düzeltme', stage: 'verified' | 'fresh' | 'answered' = 'verified'): Promise<number> {
  const verified = stage === 'fresh' ? {} : { verifiedBy: 'admin', verificationMethod: 'Kimlik belgesi ile yüz yüze', verifiedAt: new Date() };
  const answered =
    stage === 'answered'
      ? { state: 'Reddedildi', answerDecision: 'Red', answerReason: 'Matris gerekçesi', answerChannel: 'E-posta', answeredBy: 'admin', answeredAt: new Date() }
      : {};
  const [row] = await server.app.db
    .insert(kvkkRequests)
    .values({
      key: randomUUID(),
      applicantName: 'Tenancy Başvuran',
      channel: 'Yazılı',
      receivedAt: '2026-11-01',
      kind,
      name: `Kimsesiz Kişi ${tag()}`,
      dueAt: '2026-12-01',
      createdBy: 'admin',
      noticeAddress: 'Matris Sokak 1, İstanbul',
      subject: 'Matris talebi',
      // Verified (unless fresh): the matrix's Admin call may export, correct or erase (issue 41 §2).
      ...verified,
      ...answered,
    })
    .returning({ id: kvkkRequests.id });
  return row.id;
}

/** A stored sale invoice of the form (the tenancy cell needs one to read, download and return). */
async function createInvoiceRow(server: TestServer, form: { id: number; formNumber: string }, shopId: number): Promise<number> {
  const crypto = server.app.fieldCrypto;
  const buyer = { kind: 'VKN', id: '9876543210', name: 'Kaya Lojistik A.Ş.', taxOffice: 'Maltepe', address: 'Sanayi Sok. 3 Tuzla/İstanbul', email: null };
  const line = {
    description: 'Fren balatası',
    quantityHundredths: 100,
    unit: 'takım',
    unitPriceKurus: 10000,
    vatRate: 20,
    lineTotalKurus: 10000,
    vatKurus: 2000,
  };
  const [row] = await server.app.db
    .insert(invoices)
    .values({
      number: `TNC2026${randomDigits(9)}`,
      uuid: randomUUID(),
      profile: 'EARSIVFATURA',
      typeCode: 'SATIS',
      repairShopId: shopId,
      repairFormId: form.id,
      formNumber: form.formNumber,
      issuedAt: new Date(),
      buyerKind: 'VKN',
      buyerSealed: crypto.encrypt(JSON.stringify(buyer)),
      buyerIdHash: crypto.hash(buyer.id),
      buyerName: buyer.name,
      sellerTitle: 'Usta Oto Ltd. Şti.',
      seller: { title: 'Usta Oto Ltd. Şti.', vkn: '1234567890', taxOffice: 'Kadıköy', address: 'Moda Cad. 1 Kadıköy/İstanbul', mersis: null },
      lines: [line],
      subtotalKurus: 10000,
      vatKurus: 2000,
      totalKurus: 12000,
      vatByRate: [{ vatRate: 20, baseKurus: 10000, vatKurus: 2000 }],
      xmlSealed: crypto.encrypt(`<Invoice>${form.formNumber}</Invoice>`),
    })
    .returning({ id: invoices.id });
  return row.id;
}

/** An open reminder of the cell's vehicle (issue 44). */
async function createReminder(server: TestServer, vehicleId: number): Promise<number> {
  const [row] = await server.app.db
    .insert(reminders)
    .values({ vehicleId, kind: 'Araç Muayenesi', description: 'Muayene', dueDate: '2027-06-01' })
    .returning({ id: reminders.id });
  return row.id;
}

async function createPhoto(server: TestServer, formId: number): Promise<number> {
  const image = await (smallJpeg ??= jpegPhoto(64, 48));
  const [row] = await server.app.db
    .insert(formPhotos)
    .values({
      repairFormId: formId,
      stage: 'Teslim Alma',
      caption: 'Ön tampon',
      sourceType: 'jpeg',
      image,
      thumb: image,
      digest: 'f'.repeat(64),
      sizeBytes: image.length,
      width: 64,
      height: 48,
      thumbWidth: 64,
      thumbHeight: 48,
      createdByName: 'Tenancy',
    })
    .returning({ id: formPhotos.id });
  return row.id;
}

/**
 * The resource of one tenancy cell, all of it recognisable: a company linked to the shop (with
 * its own e-mail, phone and address), a vehicle with its own plate, owner and driver phone, a form
 * with an active public link (unless `withForm` is false) and a Tamirci of the shop.
 */
export async function makeCellResource(server: TestServer, shopId: number, shopName: string, withForm = true): Promise<CellResource> {
  const t = tag();
  const companyName = `Firma ${t}${randomDigits(7)}`;
  const companyId = await createCompany(server, {
    name: companyName,
    email: companyEmailOf(companyName),
    phone: companyPhoneOf(companyName),
    address: companyAddressOf(companyName),
    linkTo: [shopId],
  });
  const driverPhone = `0532 ${randomDigits(3)} ${randomDigits(2)} ${randomDigits(2)}`;
  const ownerName = `Şoför ${t}`;
  const vehicle = await createVehicle(server, { companyId, plate: randomPlate(), phone: driverPhone, ownerName });
  const form = withForm
    ? await createForm(server, {
        vehicleId: vehicle.id,
        plate: vehicle.plate,
        companyId,
        companyName,
        repairShopId: shopId,
        customerName: ownerName,
        link: 'active',
      })
    : { id: 0, formNumber: '' };
  const result = await server.app.db.execute(sql`select token from form_links where repair_form_id = ${form.id} and is_active`);
  const user = await createUser(server, { repairShopId: shopId });
  const notificationId = await createNotification(server, {
    repairShopId: shopId,
    repairFormId: form.id || null,
    recipient: companyEmailOf(companyName),
    customerName: companyName,
  });
  return {
    shopId,
    shopName,
    companyId,
    companyName,
    vehicleId: vehicle.id,
    plate: vehicle.plate,
    ownerName,
    driverPhone,
    formId: form.id,
    formNumber: form.formNumber,
    token: (result.rows[0] as { token: string } | undefined)?.token ?? '',
    username: user.username,
    password: user.password,
    userId: user.id,
    notificationId,
    photoId: form.id ? await createPhoto(server, form.id) : 0,
    invoiceId: form.id ? await createInvoiceRow(server, form, shopId) : 0,
    kvkkEraseId: await createKvkkRequest(server, 'Silme'),
    kvkkCorrectionId: await createKvkkRequest(server, 'Düzeltme'),
    kvkkFreshId: await createKvkkRequest(server, 'Silme', 'fresh'),
    kvkkAnsweredId: await createKvkkRequest(server, 'Silme', 'answered'),
    reminderId: await createReminder(server, vehicle.id),
    freshPlate: randomPlate(),
    freshName: `Yeni Firma ${tag()}`,
  };
}

/** The strings by which a resource's data would be recognised in a body ('' never matches). */
export function markerValues(r: CellResource): Record<Marker, string[]> {
  const phoneDigits = normalizePhone(r.driverPhone);
  return {
    plate: [r.plate],
    ownerName: [r.ownerName],
    driverPhone: [formatPhone(phoneDigits), phoneDigits],
    companyName: [r.companyName],
    companyEmail: [companyEmailOf(r.companyName)],
    companyPhone: [companyPhoneOf(r.companyName)],
    companyAddress: [companyAddressOf(r.companyName)],
    formNumber: [r.formNumber],
    token: [r.token],
    shopName: [r.shopName],
  };
}
