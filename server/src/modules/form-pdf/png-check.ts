import { inflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
/** Samples per pixel by PNG colour type: grey, RGB, palette, grey+alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** A signature is a few hundred pixels wide; anything far larger is refused rather than inflated. */
const MAX_PIXELS = 4_000_000;

interface PngHeader {
  width: number;
  height: number;
  bits: number;
  colourType: number;
  interlaced: boolean;
}

/** The header and the joined image data of a well-formed chunk sequence, or null. */
function chunksOf(png: Buffer): { header: PngHeader; data: Buffer } | null {
  if (png.length < 8 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let header: PngHeader | null = null;
  const data: Buffer[] = [];
  for (let pos = 8; pos + 12 <= png.length;) {
    const length = png.readUInt32BE(pos);
    const type = png.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (end > png.length) return null;
    const body = png.subarray(pos + 8, pos + 8 + length);
    if (type === 'IHDR' && length >= 13) {
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bits: body[8], colourType: body[9], interlaced: body[12] !== 0 };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    pos = end;
  }
  return header && data.length > 0 ? { header, data: Buffer.concat(data) } : null;
}

/**
 * The PNG bytes of a signature's data URL when pdfkit can draw them, else null. pdfkit inflates a
 * PNG's pixels after `image()` has returned, where a broken stream or filter byte would throw out
 * of a zlib callback and end the process: the same inflation and filter check are done here first.
 */
export function drawablePng(dataUrl: string): Buffer | null {
  const match = PNG_DATA_URL.exec(dataUrl);
  if (!match) return null;
  const png = Buffer.from(match[1], 'base64');
  const parsed = chunksOf(png);
  if (!parsed) return null;
  const { width, height, bits, colourType, interlaced } = parsed.header;
  const channels = CHANNELS[colourType];
  if (!channels || ![1, 2, 4, 8, 16].includes(bits) || interlaced) return null;
  if (width === 0 || height === 0 || width * height > MAX_PIXELS) return null;
  const rowBytes = Math.ceil((width * channels * bits) / 8);
  const expected = height * (rowBytes + 1);
  let pixels: Buffer;
  try {
    pixels = inflateSync(parsed.data, { maxOutputLength: expected });
  } catch {
    return null;
  }
  if (pixels.length < expected) return null;
  for (let row = 0; row < height; row++) if (pixels[row * (rowBytes + 1)] > 4) return null;
  return png;
}
