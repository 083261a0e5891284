import { faultLinesOf, formatPlate } from '@tamir/shared-api/domain';
import { estimateLines } from '../repair-work/emails';
import { drawFormHead } from './form-head';
import { drawSections, formSections } from './form-sections';
import { PageFlow } from './page-flow';
import type { FormPdfInput } from './pdf-input';
import { COLORS, CONTENT_WIDTH, createPdf, FONT, inMargin, PAGE, pdfBytes, SIZES, type Pdf } from './pdf-document';
import { drawPhotoPages } from './photo-pages';
import {
  drawDeliveryBlock,
  drawSignatureBlocks,
  drawSignatureGroupTitle,
  SIGNATURE_BLOCKS_HEIGHT,
  SIGNATURE_GROUP_TITLE_HEIGHT,
  SIGNATURE_GROUP_TITLES,
} from './signature-blocks';
import { FORM_PDF_TITLE, PDF_TEXTS } from './texts';

/** Every page's foot: the public page's address (a link when absolute) at the left, "Sayfa n / N" at the right. */
function drawFooters(doc: Pdf, publicUrl: string | null): void {
  const { start, count } = doc.bufferedPageRange();
  const y = PAGE.height - 36;
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index);
    inMargin(doc, () => {
      doc.font(FONT.regular, SIZES.label).fillColor(COLORS.muted);
      if (publicUrl) {
        const link = /^https?:\/\//.test(publicUrl) ? publicUrl : undefined;
        doc.text(publicUrl, PAGE.margins.left, y, { width: CONTENT_WIDTH - 70, lineBreak: false, ellipsis: true, link });
      }
      doc.text(PDF_TEXTS.page(index + 1, count), PAGE.margins.left, y, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
    });
  }
}

/**
 * The repair form as an A4 PDF with the printed form's content and order (shared-ui
 * RepairFormDocument as the public page shows it): head with number and QR code, the company and
 * vehicle sections, the numbered fault lines, the parts, the two signature blocks, and a page of
 * the form's photos when it has any (issue 29).
 */
export async function renderFormPdf({ form, signatures, publicUrl, photos = [], kvkkNotice }: FormPdfInput): Promise<Buffer> {
  const doc = await createPdf({ title: `Tamir Formu ${form.formNumber}`, subject: `${FORM_PDF_TITLE} ${form.formNumber} - ${formatPlate(form.vehiclePlate)}` });
  doc.addPage();
  const top = drawFormHead(doc, form.formNumber, publicUrl);
  const flow = new PageFlow(doc, drawSections(doc, top, formSections(form)) + 8, form.formNumber);

  const faults = faultLinesOf(form);
  flow.subtitle(PDF_TEXTS.faults, faults[0] ?? '');
  flow.lines(faults);

  const parts = form.partsUsed.trim();
  if (parts) {
    const partLines = parts.split(/\r?\n/).map((line) => line || ' ');
    flow.y += 12;
    flow.subtitle(PDF_TEXTS.parts, partLines[0]);
    flow.lines(partLines, 0);
  }

  if (form.estimate && form.estimate.items.length > 0) {
    const lines = estimateLines(form.estimate).map((line) => line || ' ');
    flow.y += 12;
    flow.subtitle(PDF_TEXTS.estimate, lines[0]);
    flow.lines(lines, 2);
  }

  flow.y += 20;
  if (signatures.some((s) => s.role === 'delivery')) {
    // Two rows, each under its title (issue 40): the intake's and the delivery's.
    flow.room(SIGNATURE_GROUP_TITLE_HEIGHT + SIGNATURE_BLOCKS_HEIGHT);
    drawSignatureGroupTitle(doc, flow.y, SIGNATURE_GROUP_TITLES.intake);
    flow.y += SIGNATURE_GROUP_TITLE_HEIGHT;
    drawSignatureBlocks(doc, flow.y, form.customerName, signatures);
    flow.y += SIGNATURE_BLOCKS_HEIGHT + 16;
    flow.room(SIGNATURE_GROUP_TITLE_HEIGHT + SIGNATURE_BLOCKS_HEIGHT);
    drawSignatureGroupTitle(doc, flow.y, SIGNATURE_GROUP_TITLES.delivery);
    flow.y += SIGNATURE_GROUP_TITLE_HEIGHT;
    drawDeliveryBlock(doc, flow.y, signatures);
  } else {
    flow.room(SIGNATURE_BLOCKS_HEIGHT);
    drawSignatureBlocks(doc, flow.y, form.customerName, signatures);
  }
  flow.y += SIGNATURE_BLOCKS_HEIGHT;
  if (kvkkNotice) {
    // The short KVKK notice (issue 30): the notice is shown where the data is taken.
    flow.y += 10;
    const height = doc.font(FONT.regular, SIZES.label).heightOfString(kvkkNotice, { width: CONTENT_WIDTH });
    flow.room(height);
    doc.fillColor(COLORS.muted).text(kvkkNotice, PAGE.margins.left, flow.y, { width: CONTENT_WIDTH });
    flow.y += height;
  }
  drawPhotoPages(doc, photos, form.formNumber);

  drawFooters(doc, publicUrl);
  return pdfBytes(doc);
}
