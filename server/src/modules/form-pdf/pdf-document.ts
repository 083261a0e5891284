import type PDFDocumentModule from 'pdfkit';
import { pdfFonts } from './fonts';

export type Pdf = PDFKit.PDFDocument;

/** A4 in points; the bottom margin leaves room for the footer line. */
export const PAGE = { width: 595.28, height: 841.89, margins: { top: 48, bottom: 56, left: 50, right: 50 } } as const;
export const CONTENT_WIDTH = PAGE.width - PAGE.margins.left - PAGE.margins.right;
/** The lowest y a block may reach before it moves to the next page. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margins.bottom;

/** shared-ui's print colours (tokens.css: --tf-color-text, --tf-color-text-muted). */
export const COLORS = { text: '#1b2430', muted: '#5b6776' } as const;
/** Font sizes of the printed form (form-document.css) at a 10 pt body. */
export const SIZES = { title: 15, subtitle: 10.5, body: 10, small: 8.5, label: 7.5 } as const;

export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

/**
 * An empty A4 document with DejaVu Sans embedded (as subsets: only the letters used travel) and
 * pages kept in memory until the end, so the footers can say "Sayfa 1 / 3".
 */
export async function createPdf(info: { title: string; subject: string }): Promise<Pdf> {
  // pdfkit is loaded at the first PDF, not at every start (about 180 ms of module loading).
  const { default: PDFDocument }: { default: typeof PDFDocumentModule } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: PAGE.margins,
    bufferPages: true,
    autoFirstPage: false,
    // No default font: pdfkit would load its Helvetica metrics, which cannot write ğ, ş or ı anyway.
    font: '',
    lang: 'tr-TR',
    displayTitle: true,
    info: { Title: info.title, Subject: info.subject, Author: 'Tamir Formu', Creator: 'Tamir Formu' },
  });
  const fonts = pdfFonts();
  doc.registerFont(FONT.regular, fonts.regular).registerFont(FONT.bold, fonts.bold);
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Text written where pdfkit would otherwise start a new page (the footer, under the bottom margin). */
export function inMargin(doc: Pdf, draw: () => void): void {
  const { margins } = doc.page;
  const bottom = margins.bottom;
  margins.bottom = 0;
  try {
    draw();
  } finally {
    margins.bottom = bottom;
  }
}
