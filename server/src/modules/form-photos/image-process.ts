import { createHash } from 'node:crypto';
import type SharpModule from 'sharp';
import type { Metadata, OutputInfo, Sharp, SharpOptions } from 'sharp';
import { MSG, PHOTO_LIMITS } from '@tamir/shared-api/domain';
import { HttpError } from '../../lib/http-errors';
import { sniffImageKind, type ImageKind } from './image-type';

type SharpFactory = typeof SharpModule;

/**
 * sharp (libvips, about 28 MB of the process's memory once loaded) and heic-decode (libheif-js,
 * about 14 MB) load with the first photo, not at start: a server that never sees a photo does not
 * carry them (issue 32's memory figure on PostgreSQL).
 */
let sharpLoaded: Promise<SharpFactory> | undefined;
const loadSharp = () =>
  (sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // One photo at a time per call; libvips keeps no cache of decoded images between requests.
    sharp.cache(false);
    return sharp;
  }));
const loadHeicDecoder = async () => (await import('heic-decode')).default;

/** The stored image's longest side: the browser sends 1600 px; an API client's larger photo is brought down to this. */
export const STORED_SIDE = 2048;
// libjpeg-turbo's own encoder: mozjpeg's trellis made files about 10 % smaller at some 15 times the time (docs/decisions.md).
const STORED_QUALITY = 82;
const THUMB_QUALITY = 72;

export interface ProcessedPhoto {
  kind: ImageKind;
  image: Buffer;
  thumb: Buffer;
  digest: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

const refused = (message: string) => new HttpError(400, message);

/**
 * Reads an upload as an image and makes what is stored: the real type from the bytes, the size
 * from the header (before anything is decoded: a decompression bomb never is), then a full decode
 * and a fresh JPEG without any metadata (no GPS position, no phone serial) turned upright by its
 * EXIF orientation, and a 320 px thumbnail. Anything else is a 400 with a Turkish text.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const kind = sniffImageKind(bytes);
  if (!kind) throw refused(MSG.photoTypeRefused);
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    header = await sharp(bytes).metadata();
  } catch {
    throw refused(MSG.photoUnreadable);
  }
  const { width, height } = header;
  if (!width || !height) throw refused(MSG.photoUnreadable);
  if (width > PHOTO_LIMITS.maxSide || height > PHOTO_LIMITS.maxSide) throw refused(MSG.photoDimensionsTooLarge);

  const image = await storedJpeg(sharp, kind, bytes);
  const thumb = await sharp(image.data)
    .resize({ width: PHOTO_LIMITS.thumbSide, height: PHOTO_LIMITS.thumbSide, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: THUMB_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return {
    kind,
    image: image.data,
    thumb: thumb.data,
    digest: createHash('sha256').update(image.data).digest('hex'),
    width: image.info.width,
    height: image.info.height,
    thumbWidth: thumb.info.width,
    thumbHeight: thumb.info.height,
  };
}

/** Whether sharp's own libvips decodes HEVC HEIC (its prebuilt one does not: libheif without libde265). */
let nativeHeic: boolean | null = null;

const OPTIONS: SharpOptions = { failOn: 'error', limitInputPixels: PHOTO_LIMITS.maxSide * PHOTO_LIMITS.maxSide, sequentialRead: true };

/** The stored JPEG: upright, at most STORED_SIDE, on white where the source was transparent, without metadata. */
const toStored = (source: Sharp) =>
  source
    .rotate()
    .resize({ width: STORED_SIDE, height: STORED_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: STORED_QUALITY })
    .toBuffer({ resolveWithObject: true });

/**
 * JPEG, PNG and WebP decode in libvips in one pass with the encode; a truncated or corrupt file
 * fails there (failOn 'error'), before anything is written. HEIC decodes in libheif-js
 * (heic-decode, WebAssembly, offline) when libvips cannot, into raw RGBA for sharp.
 */
async function storedJpeg(sharp: SharpFactory, kind: ImageKind, bytes: Buffer): Promise<{ data: Buffer; info: OutputInfo }> {
  if (kind !== 'heic' || nativeHeic !== false) {
    try {
      const stored = await toStored(sharp(bytes, OPTIONS));
      if (kind === 'heic') nativeHeic = true;
      return stored;
    } catch (error) {
      if (kind !== 'heic') throw refused(MSG.photoUnreadable);
      if (nativeHeic === null && /compression format has not been built in/i.test(String((error as Error).message))) nativeHeic = false;
      else throw refused(MSG.photoUnreadable);
    }
  }
  try {
    const decodeHeic = await loadHeicDecoder();
    const image = await decodeHeic({ buffer: bytes });
    if (image.width > PHOTO_LIMITS.maxSide || image.height > PHOTO_LIMITS.maxSide) throw refused(MSG.photoDimensionsTooLarge);
    const raw = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    // libheif has applied the HEIF's own rotation already; there is no EXIF orientation left to read.
    return await toStored(sharp(raw, { raw: { width: image.width, height: image.height, channels: 4 } }));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refused(MSG.photoUnreadable);
  }
}
