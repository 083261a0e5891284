import type { FormSignature } from '@tamir/shared-api/dto';
import { formatDateTimeTr } from '../../lib/turkish-dates';
import { COLORS, CONTENT_WIDTH, FONT, PAGE, SIZES, type Pdf } from './pdf-document';
import { drawablePng } from './png-check';
import { PDF_TEXTS } from './texts';

const GAP = 24;
/** A signature's room: 60 × 24 mm, as the printed form gives it. */
const IMAGE_SIZE: [number, number] = [170, 68];
/** Title, name, the signature's room, the line and its caption. */
export const SIGNATURE_BLOCKS_HEIGHT = 124;

/** The printed form's two blocks (shared-ui signature-blocks.tsx): the driver hands over, the authorised person receives. */
const BLOCKS = [
  { role: 'driver', title: 'Teslim Eden (Şoför)', caption: 'İmza' },
  { role: 'authorized', title: 'Teslim Alan (Yetkili)', caption: 'Ad Soyad / İmza' },
] as const;

/**
 * Both blocks side by side from `top` (shared-ui signature-blocks.tsx): a signed block shows the
 * signer's name, the image and 'İmza · time' under the line; an unsigned one keeps its empty room
 * above the line, to sign on paper.
 */
export function drawSignatureBlocks(doc: Pdf, top: number, driverName: string, signatures: readonly FormSignature[]): void {
  const width = (CONTENT_WIDTH - GAP) / 2;
  BLOCKS.forEach((block, index) => {
    const x = PAGE.margins.left + index * (width + GAP);
    const signature = signatures.find((s) => s.role === block.role);
    // One line each: a long name ends in an ellipsis rather than running into the next row.
    const centred = { width, align: 'center' as const, height: SIZES.body * 1.3, ellipsis: true };
    doc.font(FONT.bold, SIZES.body).fillColor(COLORS.text).text(block.title, x, top, centred);
    const name = signature?.signerName || (block.role === 'driver' ? driverName : '');
    doc.font(FONT.regular, SIZES.body).text(name || ' ', x, top + 18, centred);

    const imageTop = top + 36;
    if (signature) {
      const png = drawablePng(signature.image);
      if (png) doc.image(png, x + (width - IMAGE_SIZE[0]) / 2, imageTop, { fit: IMAGE_SIZE, align: 'center', valign: 'bottom' });
      else
        doc
          .font(FONT.regular, SIZES.small)
          .fillColor(COLORS.muted)
          .text(PDF_TEXTS.unreadableSignature, x, imageTop + IMAGE_SIZE[1] / 2 - 5, centred);
    }
    const lineY = imageTop + IMAGE_SIZE[1] + 4;
    doc
      .moveTo(x, lineY)
      .lineTo(x + width, lineY)
      .lineWidth(0.75)
      .strokeColor(COLORS.text)
      .stroke();
    const signedAt = signature ? new Date(signature.signedAt) : null;
    const caption = signedAt && !Number.isNaN(signedAt.getTime()) ? `İmza · ${formatDateTimeTr(signedAt)}` : block.caption;
    doc
      .font(FONT.regular, SIZES.small)
      .fillColor(COLORS.muted)
      .text(caption, x, lineY + 4, centred);
  });
  doc.fillColor(COLORS.text);
}
