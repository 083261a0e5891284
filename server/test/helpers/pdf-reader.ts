import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';

export interface ReadPdf {
  pageCount: number;
  /** Each page's text, lines joined by single spaces (a wrapped line reads as written). */
  pages: string[];
  /** Width and height of each page in points. */
  sizes: [number, number][];
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A PDF read back with pdfjs-dist (the legacy build, for Node): its pages' text and sizes. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  const sizes: [number, number][] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    pages.push(flat(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('')));
    sizes.push([page.view[2] - page.view[0], page.view[3] - page.view[1]]);
  }
  await task.destroy();
  return { pageCount: pages.length, pages, sizes };
}

/** The text of the QR code drawn on the PDF's first page (rendered at 2.5× and decoded with jsQR), or null. */
export async function qrCodeOfFirstPage(bytes: Uint8Array): Promise<string | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const page = await (await task.promise).getPage(1);
  const viewport = page.getViewport({ scale: 2.5 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  const image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  await task.destroy();
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

/** The decoded PDF attachments of a raw e-mail (base64 MIME parts of type application/pdf), by file name. */
export function pdfAttachments(raw: string): { fileName: string; bytes: Buffer }[] {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .filter((part) => /^Content-Type:\s*application\/pdf/im.test(part))
    .map((part) => {
      const [headers, ...body] = part.split(/\r?\n\r?\n/);
      const name = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? /name="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '';
      return {
        fileName: name,
        bytes: Buffer.from(
          body
            .join('')
            .replace(/--[^\r\n]*--\s*$/, '')
            .replace(/\s/g, ''),
          'base64',
        ),
      };
    });
}
