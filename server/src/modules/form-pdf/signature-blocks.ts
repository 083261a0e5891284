import type { FormSignature } from '@tamir/shared-api/dto';
import { KVKK_SIGNATURE_ERASED } from '@tamir/shared-api/domain';
import { formatDateTimeTr } from '../../lib/turkish-dates';
import { COLORS, CONTENT_WIDTH, FONT, PAGE, SIZES, type Pdf } from './pdf-document';
import { drawablePng } from './png-check';
import { PDF_TEXTS } from './texts';

const GAP = 24;
/** A signature's room: 60 × 24 mm, as the printed form gives it. */
const IMAGE_SIZE: [number, number] = [170, 68];
/** Title, name, the signature's room, the line and its caption. */
export const SIGNATURE_BLOCKS_HEIGHT = 124;

interface Block {
  role: FormSignature['role'];
  title: string;
  caption: string;
}

/** The printed form's two blocks (shared-ui signature-blocks.tsx): the driver hands over, the authorised person receives. */
const BLOCKS: readonly Block[] = [
  { role: 'driver', title: 'Teslim Eden (Şoför)', caption: 'İmza' },
  { role: 'authorized', title: 'Teslim Alan (Yetkili)', caption: 'Ad Soyad / İmza' },
];

/** The hand-over at delivery (issue 28), printed in a row of its own once signed. */
const DELIVERY_BLOCK: Block = { role: 'delivery', title: 'Teslim Alan (Müşteri)', caption: 'Ad Soyad / İmza' };

/** Issue 40: with a delivery row, each row has its title (shared-ui SIGNATURE_GROUP_TITLES), so the two 'Teslim Alan' are told apart. */
export const SIGNATURE_GROUP_TITLES = { intake: 'Araç Kabulü (Tamire Giriş)', delivery: 'Araç Teslimi (Tamirden Çıkış)' } as const;
/** A row title's room: the title and the rule under it. */
export const SIGNATURE_GROUP_TITLE_HEIGHT = 22;

/** A row's title at `top`, across the content, with a thin rule under it. */
export function drawSignatureGroupTitle(doc: Pdf, top: number, title: string): void {
  doc.font(FONT.bold, SIZES.subtitle).fillColor(COLORS.text).text(title, PAGE.margins.left, top, { width: CONTENT_WIDTH, lineBreak: false });
  doc
    .moveTo(PAGE.margins.left, top + 15)
    .lineTo(PAGE.margins.left + CONTENT_WIDTH, top + 15)
    .lineWidth(0.5)
    .strokeColor(COLORS.muted)
    .stroke();
}

/**
 * Both blocks side by side from `top` (shared-ui signature-blocks.tsx): a signed block shows the
 * signer's name, the image and 'İmza · time' under the line; an unsigned one keeps its empty room
 * above the line, to sign on paper.
 */
export function drawSignatureBlocks(doc: Pdf, top: number, driverName: string, signatures: readonly FormSignature[]): void {
  const width = (CONTENT_WIDTH - GAP) / 2;
  BLOCKS.forEach((block, index) => {
    const signature = signatures.find((s) => s.role === block.role);
    drawBlock(
      doc,
      block,
      PAGE.margins.left + index * (width + GAP),
      top,
      width,
      signature?.signerName || (block.role === 'driver' ? driverName : ''),
      signature,
    );
  });
  doc.fillColor(COLORS.text);
}

/** The delivery signature's block at `top`, at the left of its row; false (nothing drawn) when there is none. */
export function drawDeliveryBlock(doc: Pdf, top: number, signatures: readonly FormSignature[]): boolean {
  const signature = signatures.find((s) => s.role === 'delivery');
  if (!signature) return false;
  drawBlock(doc, DELIVERY_BLOCK, PAGE.margins.left, top, (CONTENT_WIDTH - GAP) / 2, signature.signerName, signature);
  doc.fillColor(COLORS.text);
  return true;
}

function drawBlock(doc: Pdf, block: Block, x: number, top: number, width: number, name: string, signature: FormSignature | undefined): void {
  // One line each: a long name ends in an ellipsis rather than running into the next row.
  const centred = { width, align: 'center' as const, height: SIZES.body * 1.3, ellipsis: true };
  doc.font(FONT.bold, SIZES.body).fillColor(COLORS.text).text(block.title, x, top, centred);
  doc.font(FONT.regular, SIZES.body).text(name || ' ', x, top + 18, centred);

  const imageTop = top + 36;
  if (signature) {
    const png = signature.image ? drawablePng(signature.image) : null;
    if (png) doc.image(png, x + (width - IMAGE_SIZE[0]) / 2, imageTop, { fit: IMAGE_SIZE, align: 'center', valign: 'bottom' });
    else if (!signature.image)
      doc
        .font(FONT.regular, SIZES.small)
        .fillColor(COLORS.muted)
        .text(KVKK_SIGNATURE_ERASED, x, imageTop + IMAGE_SIZE[1] / 2 - 5, centred);
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
}
