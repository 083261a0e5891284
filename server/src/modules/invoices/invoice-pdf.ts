import {
  amountInWordsNote,
  formatKurus,
  formatQuantity,
  formatVatRate,
  INVOICE_PROFILE_LABELS,
  INVOICE_TYPE_LABELS,
  type InvoiceProfile,
  type InvoiceTypeCode,
} from '@tamir/shared-api/domain';
import type { InvoiceLineSnapshot, InvoiceSellerSnapshot } from '../../db/schema/index';
import { CONTENT_WIDTH, COLORS, createPdf, FONT, PAGE, pdfBytes, SIZES } from '../form-pdf/pdf-document';
import { drawQrCode } from '../form-pdf/qr-code';
import { decimalOf } from './ubl-xml';

export interface PrintedInvoice {
  number: string;
  uuid: string;
  profile: InvoiceProfile;
  typeCode: InvoiceTypeCode;
  issueDate: string;
  issueTime: string;
  formNumber: string;
  seller: InvoiceSellerSnapshot;
  buyer: { kind: string; id: string; name: string; taxOffice: string | null; address: string; email: string | null };
  lines: InvoiceLineSnapshot[];
  vatByRate: { vatRate: number; baseKurus: number; vatKurus: number }[];
  subtotalKurus: number;
  vatKurus: number;
  totalKurus: number;
  returnOfNumber: string | null;
}

/**
 * The QR code's text: the invoice's identifying fields as GİB's karekod standard for e-Fatura /
 * e-Arşiv names them (JSON; amounts with a dot).
 */
export function qrText(inv: PrintedInvoice): string {
  const fields: Record<string, string> = {
    vkntckn: inv.seller.vkn,
    avkntckn: inv.buyer.id,
    senaryo: inv.profile,
    tip: inv.typeCode,
    tarih: inv.issueDate,
    no: inv.number,
    ettn: inv.uuid,
    parabirimi: 'TRY',
    malhizmettoplam: decimalOf(inv.subtotalKurus),
  };
  for (const rate of inv.vatByRate) {
    fields[`kdvmatrah(${rate.vatRate})`] = decimalOf(rate.baseKurus);
    fields[`hesaplanankdv(${rate.vatRate})`] = decimalOf(rate.vatKurus);
  }
  fields.vergidahil = decimalOf(inv.totalKurus);
  fields.odenecek = decimalOf(inv.totalKurus);
  return JSON.stringify(fields);
}

const turkishDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** The invoice printed the way an e-Arşiv print looks: heading, ETTN, both parties, lines, KDV per rate, totals, words, QR. */
export async function renderInvoicePdf(inv: PrintedInvoice): Promise<Buffer> {
  const title = INVOICE_PROFILE_LABELS[inv.profile];
  const doc = await createPdf({ title: `${title} ${inv.number}`, subject: INVOICE_TYPE_LABELS[inv.typeCode] });
  doc.addPage();
  const left = PAGE.margins.left;
  const text = (value: string, options: { bold?: boolean; size?: number; color?: string } = {}) =>
    doc
      .font(options.bold ? FONT.bold : FONT.regular)
      .fontSize(options.size ?? SIZES.body)
      .fillColor(options.color ?? COLORS.text);

  // Seller (top left) and the QR code (top right).
  const qrSize = 96;
  drawQrCode(doc, qrText(inv), PAGE.width - PAGE.margins.right - qrSize, PAGE.margins.top, qrSize);
  const sellerWidth = CONTENT_WIDTH - qrSize - 20;
  text('', { bold: true, size: SIZES.subtitle }).text(inv.seller.title, left, PAGE.margins.top, { width: sellerWidth });
  text('').text(inv.seller.address, { width: sellerWidth });
  text('').text(`Vergi Dairesi: ${inv.seller.taxOffice}   VKN: ${inv.seller.vkn}`, { width: sellerWidth });
  if (inv.seller.mersis) text('').text(`MERSİS No: ${inv.seller.mersis}`, { width: sellerWidth });
  doc.y = Math.max(doc.y, PAGE.margins.top + qrSize) + 14;

  text('', { bold: true, size: SIZES.title }).text(`${title} — ${INVOICE_TYPE_LABELS[inv.typeCode]}`, left, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.4);
  const facts: [string, string][] = [
    ['Fatura No', inv.number],
    ['ETTN', inv.uuid],
    ['Senaryo', inv.profile],
    ['Fatura Tipi', inv.typeCode],
    ['Fatura Tarihi', `${turkishDate(inv.issueDate)} ${inv.issueTime}`],
    ['Tamir Formu', inv.formNumber],
  ];
  if (inv.returnOfNumber) facts.push(['İade Edilen Fatura', inv.returnOfNumber]);
  for (const [label, value] of facts) text('').text(`${label}: ${value}`, { width: CONTENT_WIDTH });
  doc.moveDown(0.6);

  text('', { bold: true }).text('SAYIN', { width: CONTENT_WIDTH });
  text('').text(inv.buyer.name, { width: CONTENT_WIDTH });
  text('').text(inv.buyer.address, { width: CONTENT_WIDTH });
  text('').text(`${inv.buyer.taxOffice ? `Vergi Dairesi: ${inv.buyer.taxOffice}   ` : ''}${inv.buyer.kind === 'TCKN' ? 'TCKN' : 'VKN'}: ${inv.buyer.id}`, {
    width: CONTENT_WIDTH,
  });
  if (inv.buyer.email) text('').text(`E-posta: ${inv.buyer.email}`, { width: CONTENT_WIDTH });
  doc.moveDown(0.8);

  // Lines.
  const columns = [
    { label: 'Sıra', width: 28, align: 'left' as const },
    { label: 'Mal / Hizmet', width: 175, align: 'left' as const },
    { label: 'Miktar', width: 60, align: 'right' as const },
    { label: 'Birim Fiyat', width: 75, align: 'right' as const },
    { label: 'KDV', width: 35, align: 'right' as const },
    { label: 'KDV Tutarı', width: 60, align: 'right' as const },
    { label: 'Tutar', width: CONTENT_WIDTH - 433, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    cells.forEach((cell, index) => {
      text('', { bold, size: SIZES.small }).text(cell, x, y, { width: columns[index].width - 4, align: columns[index].align });
      bottom = Math.max(bottom, doc.y);
      x += columns[index].width;
    });
    doc.y = bottom + 3;
    if (doc.y > PAGE.height - PAGE.margins.bottom - 40) doc.addPage();
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  doc
    .moveTo(left, doc.y - 1)
    .lineTo(left + CONTENT_WIDTH, doc.y - 1)
    .strokeColor(COLORS.muted)
    .lineWidth(0.5)
    .stroke();
  inv.lines.forEach((line, index) =>
    row([
      String(index + 1),
      line.description,
      `${formatQuantity(line.quantityHundredths / 100)} ${line.unit}`,
      formatKurus(line.unitPriceKurus),
      formatVatRate(line.vatRate),
      formatKurus(line.vatKurus),
      formatKurus(line.lineTotalKurus),
    ]),
  );
  doc.moveDown(0.8);

  // Totals, KDV per rate.
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    text('', { bold }).text(label, left + CONTENT_WIDTH - 420, y, { width: 305, align: 'right' });
    const below = doc.y;
    text('', { bold }).text(value, left + CONTENT_WIDTH - 105, y, { width: 105, align: 'right' });
    doc.y = Math.max(below, doc.y);
  };
  total('Mal Hizmet Toplam Tutarı', formatKurus(inv.subtotalKurus));
  for (const rate of inv.vatByRate) total(`Hesaplanan KDV ${formatVatRate(rate.vatRate)} (matrah ${formatKurus(rate.baseKurus)})`, formatKurus(rate.vatKurus));
  total('Vergiler Dahil Toplam Tutar', formatKurus(inv.totalKurus));
  total('Ödenecek Tutar', formatKurus(inv.totalKurus), true);
  doc.moveDown(0.8);
  text('', { bold: true }).text(amountInWordsNote(inv.totalKurus), left, doc.y, { width: CONTENT_WIDTH });
  if (inv.profile === 'EARSIVFATURA') {
    doc.moveDown(0.4);
    text('', { size: SIZES.small, color: COLORS.muted }).text('Gönderim şekli: ELEKTRONİK. e-Arşiv izni kapsamında elektronik ortamda iletilmiştir.', {
      width: CONTENT_WIDTH,
    });
  }
  return pdfBytes(doc);
}
