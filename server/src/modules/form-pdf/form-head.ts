import { FORM_PDF_TITLE, PDF_TEXTS } from './texts';
import { COLORS, CONTENT_WIDTH, FONT, PAGE, SIZES, type Pdf } from './pdf-document';
import { drawQrCode } from './qr-code';

/** 26 mm, as the printed form's QR code. */
const QR_SIZE = 74;

/** "Form No: TF-…" with the number in bold, starting at x, or ending at x when `endsAt` is set. */
function formNumberText(doc: Pdf, formNumber: string, x: number, y: number, endsAt = false): void {
  const label = 'Form No: ';
  const labelWidth = doc.font(FONT.regular, SIZES.body).widthOfString(label);
  const start = endsAt ? x - labelWidth - doc.font(FONT.bold).widthOfString(formNumber) : x;
  doc.font(FONT.regular).fillColor(COLORS.text).text(label, start, y, { lineBreak: false });
  doc.font(FONT.bold).text(formNumber, start + labelWidth, y, { lineBreak: false });
}

/**
 * The first page's head as printed (form-document.css `.tf-document__head`, shared-ui DocumentQr):
 * the title and the form number on one line over a 2 pt rule; with a public page, its QR code and
 * caption at the right end (26 mm on paper). Returns the y under the rule.
 */
export function drawFormHead(doc: Pdf, formNumber: string, publicUrl: string | null): number {
  const { left, top } = PAGE.margins;
  doc.font(FONT.bold, SIZES.title).fillColor(COLORS.text).text(FORM_PDF_TITLE, left, top, { characterSpacing: 0.6, lineBreak: false });
  // The number's baseline on the title's (10 pt text under 15 pt).
  const numberY = top + 4.5;
  let bottom: number;
  if (publicUrl) {
    formNumberText(doc, formNumber, left + doc.widthOfString(FORM_PDF_TITLE, { characterSpacing: 0.6 }) + 16, numberY);
    const qrX = left + CONTENT_WIDTH - QR_SIZE;
    drawQrCode(doc, publicUrl, qrX, top - 6, QR_SIZE);
    if (/^https?:\/\//.test(publicUrl)) doc.link(qrX, top - 6, QR_SIZE, QR_SIZE, publicUrl);
    doc
      .font(FONT.regular, SIZES.label)
      .fillColor(COLORS.muted)
      .text(PDF_TEXTS.qrCaption, qrX - 8, top + QR_SIZE - 3, { width: QR_SIZE + 16, align: 'center' });
    bottom = doc.y + 6;
  } else {
    formNumberText(doc, formNumber, left + CONTENT_WIDTH, numberY, true);
    bottom = top + 24;
  }
  doc
    .moveTo(left, bottom)
    .lineTo(left + CONTENT_WIDTH, bottom)
    .lineWidth(2)
    .strokeColor(COLORS.text)
    .stroke();
  doc.fillColor(COLORS.text);
  return bottom + 14;
}

/** The head of every further page: title and number on one line over a thin rule. Returns the y under it. */
export function drawRunningHead(doc: Pdf, formNumber: string): number {
  const { left, top } = PAGE.margins;
  doc.font(FONT.bold, SIZES.small).fillColor(COLORS.muted).text(`${FORM_PDF_TITLE} · Form No: ${formNumber}`, left, top, { lineBreak: false });
  doc
    .moveTo(left, top + 14)
    .lineTo(left + CONTENT_WIDTH, top + 14)
    .lineWidth(0.5)
    .strokeColor(COLORS.muted)
    .stroke();
  doc.fillColor(COLORS.text);
  return top + 26;
}
