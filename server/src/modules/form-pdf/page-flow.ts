import { drawRunningHead } from './form-head';
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, FONT, PAGE, SIZES, type Pdf } from './pdf-document';

/**
 * Where the next block goes, and the page breaks: a block that does not fit in what is left of
 * the page starts the next one, under its running head, so no line is ever cut in two.
 */
export class PageFlow {
  constructor(
    private readonly doc: Pdf,
    public y: number,
    private readonly formNumber: string,
  ) {}

  /** A new page unless `height` more points fit on this one. */
  room(height: number): void {
    if (this.y + height <= CONTENT_BOTTOM) return;
    this.doc.addPage();
    this.y = drawRunningHead(this.doc, this.formNumber);
  }

  /** A subtitle kept on the page of the first line that follows it. */
  subtitle(text: string, firstLine: string): void {
    const doc = this.doc;
    const firstHeight = doc.font(FONT.regular, SIZES.body).heightOfString(firstLine || ' ', { width: CONTENT_WIDTH });
    doc.font(FONT.bold, SIZES.subtitle);
    this.room(doc.heightOfString(text, { width: CONTENT_WIDTH }) + 6 + firstHeight);
    doc.fillColor(COLORS.text).text(text, PAGE.margins.left, this.y, { width: CONTENT_WIDTH });
    this.y = doc.y + 6;
  }

  /** Body lines, each whole on one page, `gap` points apart. */
  lines(lines: readonly string[], gap = 3): void {
    const doc = this.doc;
    for (const line of lines) {
      this.room(doc.font(FONT.regular, SIZES.body).heightOfString(line, { width: CONTENT_WIDTH }));
      // Set again: a new page's running head writes in its own font.
      doc.font(FONT.regular, SIZES.body).fillColor(COLORS.text).text(line, PAGE.margins.left, this.y, { width: CONTENT_WIDTH });
      this.y = doc.y + gap;
    }
  }
}
