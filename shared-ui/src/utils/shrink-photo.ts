import { PHOTO_LIMITS } from '@tamir/shared-api/domain';

/** The size that fits within `maxSide` on the longest side, never larger than the original. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface ShrunkPhoto {
  blob: Blob;
  fileName: string;
  /** False when the browser could not decode it (HEIC outside Safari): the original goes, the server decodes it. */
  shrunk: boolean;
  width: number | null;
  height: number | null;
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`;

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * Shrinks a photo in the browser before it leaves the phone (issue 29): longest side 1600 px, JPEG,
 * turned upright by its EXIF orientation; the canvas keeps no metadata, so no GPS position leaves
 * the phone either. A photo the browser cannot decode goes as it is (the server decodes and checks it).
 */
export async function shrinkPhoto(file: File | Blob, { maxSide = PHOTO_LIMITS.shrinkSide, quality = PHOTO_LIMITS.shrinkQuality } = {}): Promise<ShrunkPhoto> {
  const name = 'name' in file && file.name ? file.name : 'foto.jpg';
  const original: ShrunkPhoto = { blob: file, fileName: name, shrunk: false, width: null, height: null };
  if (typeof createImageBitmap !== 'function') return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const blob = await encodeJpeg(bitmap, size.width, size.height, quality);
    if (!blob) return original;
    return { blob, fileName: jpegName(name), shrunk: true, ...size };
  } catch {
    return original;
  } finally {
    bitmap.close();
  }
}
