import sharp from 'sharp';

// Apart from photo-images.ts (which reads a fixture through import.meta, an ES module only) so that
// the browser tests, which Playwright loads as CommonJS, can import it too.

/**
 * A camera-like JPEG: a gradient, a dark dent and a sensor's fine grain, so it compresses as a real
 * photo does (a smooth picture would be unrealistically small). 4000 × 3000 is a 12-megapixel phone photo
 * (the e2e walk of issue 29 uploads that one through the browser).
 */
export function grainyPhoto(width: number, height: number, quality = 90): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const i = (y * width + x) * 3;
      const dent = (x - width * 0.65) ** 2 + (y - (height * 7) / 15) ** 2 < (width / 8) ** 2;
      data[i] = Math.min(255, (dent ? 60 : 150 + (x * 60) / width) + grain);
      data[i + 1] = Math.min(255, (dent ? 60 : 40 + (y * 80) / height) + grain);
      data[i + 2] = Math.min(255, 35 + grain);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
