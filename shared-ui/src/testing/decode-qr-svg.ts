import jsQR from 'jsqr';

const PIXELS_PER_MODULE = 4;

/**
 * Reads back what a QrCode's SVG markup holds, as a phone would: the path's rectangles are drawn
 * on a white bitmap and decoded with jsQR (independent of the library that made the code). The
 * first `<svg class="tf-qr">` of `markup` is read; null when there is none or it does not decode.
 */
export function decodeQrSvg(markup: string): string | null {
  const svg = /<svg[^>]*class="tf-qr[^"]*"[^>]*>[\s\S]*?<\/svg>/.exec(markup)?.[0];
  const side = svg && /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const path = svg && /<path[^>]*\sd="([^"]*)"/.exec(svg);
  if (!side || !path) return null;
  const modules = Number(side[1]);
  const width = modules * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path[1].matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let col = Number(x); col < Number(x) + Number(run); col += 1) paint(pixels, width, col, Number(y));
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

/** One dark module: its square of pixels set to black (alpha stays 255). */
function paint(pixels: Uint8ClampedArray, width: number, col: number, row: number) {
  for (let dy = 0; dy < PIXELS_PER_MODULE; dy += 1) {
    for (let dx = 0; dx < PIXELS_PER_MODULE; dx += 1) {
      const offset = ((row * PIXELS_PER_MODULE + dy) * width + col * PIXELS_PER_MODULE + dx) * 4;
      pixels.fill(0, offset, offset + 3);
    }
  }
}
