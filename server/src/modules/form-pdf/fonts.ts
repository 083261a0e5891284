import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu Sans (every Turkish letter) from the dejavu-fonts-ttf package, found by node's own
 * resolution from this module: src/modules/form-pdf/ under tsx, dist/server.js in the bundle
 * (esbuild keeps npm packages external), both inside server/, so both reach its node_modules.
 */
const fromHere = createRequire(import.meta.url);

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: PdfFonts | null = null;

/** The two font files, read once per process on the first PDF (a missing package fails that PDF, not the start). */
export function pdfFonts(): PdfFonts {
  loaded ??= {
    regular: readFileSync(fromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(fromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return loaded;
}
