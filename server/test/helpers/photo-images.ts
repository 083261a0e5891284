import { readFileSync } from 'node:fs';
import sharp from 'sharp';

export { grainyPhoto } from './grainy-photo';

/** A photo-like picture (a gradient with a shape), so the encoders have real content to work on. */
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inside = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (Math.min(width, height) / 4) ** 2;
      data[i] = inside ? 220 : (x * 255) / width;
      data[i + 1] = inside ? 40 : (y * 255) / height;
      data[i + 2] = (((x ^ y) & 0x1f) * 255) / 31;
    }
  }
  return data;
}

const raw = (width: number, height: number) => sharp(pixels(width, height), { raw: { width, height, channels: 3 } });

/** The GPS position and phone details a phone writes into a photo's EXIF (Istanbul, an iPhone). */
export const PHONE_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Software: 'Kamera 17.1', BodySerialNumber: 'F2LXK9PQ1234' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 55/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 58/1 40/1' },
};

export const jpegPhoto = (width = 800, height = 600, { gps = false } = {}) => {
  const image = raw(width, height);
  return (gps ? image.withExif(PHONE_EXIF) : image).jpeg({ quality: 85 }).toBuffer();
};
export const pngPhoto = (width = 640, height = 480) => raw(width, height).ensureAlpha(0.6).png().toBuffer();
export const webpPhoto = (width = 640, height = 480, { gps = false } = {}) => {
  const image = raw(width, height);
  return (gps ? image.withExif(PHONE_EXIF) : image).webp({ quality: 80 }).toBuffer();
};

/**
 * An HEIC (HEVC) still, 96 × 64, made once with libheif's heif-enc (x265): no npm package encodes
 * HEVC, so the file is kept beside the tests.
 */
export const heicPhoto = () => readFileSync(new URL('../fixtures/photo-96x64.heic', import.meta.url));

/** A multipart upload as a phone's browser sends it. */
export function photoForm(bytes: Buffer, { name = 'foto.jpg', type = 'image/jpeg', stage = 'Teslim Alma', caption = '' } = {}): FormData {
  const form = new FormData();
  form.append('stage', stage);
  if (caption) form.append('caption', caption);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
