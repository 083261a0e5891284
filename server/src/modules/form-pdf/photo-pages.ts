import { drawRunningHead } from './form-head';
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, FONT, PAGE, SIZES, type Pdf } from './pdf-document';
import { PDF_TEXTS } from './texts';

/** A photo as the PDF prints it: the stored thumbnail (a JPEG the server made, so pdfkit reads it). */
export interface PdfPhoto {
  stage: string;
  caption: string;
  image: Buffer;
}

const COLUMNS = 2;
const ROWS = 3;
const GAP = 14;
const CAPTION_HEIGHT = 26;

/**
 * The photo page(s) after the form (issue 29): six photos a page, two across, each with its stage
 * and caption, under the running head. Nothing when the form has no photos.
 */
export function drawPhotoPages(doc: Pdf, photos: readonly PdfPhoto[], formNumber: string): void {
  if (photos.length === 0) return;
  const cellWidth = (CONTENT_WIDTH - GAP * (COLUMNS - 1)) / COLUMNS;
  let top = 0;
  let cellHeight = 0;
  photos.forEach((photo, index) => {
    const slot = index % (COLUMNS * ROWS);
    if (slot === 0) {
      doc.addPage();
      top = drawRunningHead(doc, formNumber);
      doc.font(FONT.bold, SIZES.subtitle).fillColor(COLORS.text).text(PDF_TEXTS.photos, PAGE.margins.left, top, { width: CONTENT_WIDTH });
      top = doc.y + 8;
      cellHeight = (CONTENT_BOTTOM - top - GAP * (ROWS - 1)) / ROWS;
    }
    const x = PAGE.margins.left + (slot % COLUMNS) * (cellWidth + GAP);
    const y = top + Math.floor(slot / COLUMNS) * (cellHeight + GAP);
    const imageHeight = cellHeight - CAPTION_HEIGHT;
    try {
      doc.image(photo.image, x, y, { fit: [cellWidth, imageHeight], align: 'center', valign: 'center' });
    } catch {
      doc
        .font(FONT.regular, SIZES.small)
        .fillColor(COLORS.muted)
        .text(PDF_TEXTS.unreadablePhoto, x, y + imageHeight / 2, { width: cellWidth, align: 'center' });
    }
    const label = photo.caption ? `${photo.stage} · ${photo.caption}` : photo.stage;
    doc
      .font(FONT.regular, SIZES.small)
      .fillColor(COLORS.text)
      .text(label, x, y + imageHeight + 4, { width: cellWidth, height: CAPTION_HEIGHT - 4, ellipsis: true, align: 'center' });
  });
}
