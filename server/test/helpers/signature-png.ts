import { crc32, deflateSync } from 'node:zlib';

// Signature images for the tests, made the way the pad makes them: dark anti-aliased strokes on a
// transparent background, written as a real PNG (zlib, CRC) with no image library.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An RGBA image (width × height × 4 bytes) as a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 4 + 1)] = 0; // no filter
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(rows, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A handwritten-looking signature, `width` × `height` (the pad's largest output is 600 × 240):
 * `loops` loops of a wavering pen line about 3 px wide, anti-aliased. Seeded, so sizes repeat.
 */
export function signaturePng({ width = 600, height = 200, loops = 7, seed = 1 } = {}): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const ink = (x: number, y: number, radius: number) => {
    for (let py = Math.floor(y - radius - 1); py <= Math.ceil(y + radius + 1); py++) {
      for (let px = Math.floor(x - radius - 1); px <= Math.ceil(x + radius + 1); px++) {
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const coverage = Math.max(0, Math.min(1, radius + 0.5 - Math.hypot(px - x, py - y)));
        const at = (py * width + px) * 4;
        const alpha = Math.max(rgba[at + 3], Math.round(coverage * 255));
        rgba.set([20, 33, 61, alpha], at);
      }
    }
  };
  const margin = 12;
  const steps = 1400;
  for (let i = 0; i < steps; i++) {
    const t = i / steps;
    const x = margin + t * (width - 2 * margin) + Math.sin(t * loops * 2 * Math.PI) * 18;
    const y = height / 2 + Math.cos(t * loops * 2 * Math.PI) * (height / 3) * (0.6 + 0.4 * Math.sin(t * 5)) + (random() - 0.5) * 1.5;
    ink(x, y, 1.2 + 0.6 * Math.sin(t * 31));
  }
  return encodePng(width, height, rgba);
}

export const asDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
