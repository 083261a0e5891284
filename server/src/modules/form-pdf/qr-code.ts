import QRCode from 'qrcode';
import type { Pdf } from './pdf-document';

/**
 * The QR code of `text` drawn as vector squares filling a `size`-point square at (x, y): sharp at
 * any zoom and a few hundred bytes. Dark runs of a row are one rectangle each. The caller leaves
 * the quiet zone around it blank.
 */
export function drawQrCode(doc: Pdf, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save();
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
