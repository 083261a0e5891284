/** The image kinds a photo may be, told from the file's first bytes (never from its name or the part's header). */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic';

/** HEIF brands of iPhone photos and their stills/sequences (AVIF is not among them). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** The kind the magic numbers say, or null for anything else (SVG, HTML, PDF, GIF, text…). */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const size = bytes.readUInt32BE(0);
    const end = Math.min(size, bytes.length, 256);
    if (HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
    // The compatible brands follow the major brand and its version.
    for (let at = 16; at + 4 <= end; at += 4) if (HEIC_BRANDS.has(ascii(bytes, at, at + 4)) && ascii(bytes, 8, 12) !== 'avif') return 'heic';
  }
  return null;
}
