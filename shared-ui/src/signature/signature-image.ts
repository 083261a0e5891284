import SignaturePadEngine, { type PointGroup } from 'signature_pad';

/** How a drawn signature becomes the stored PNG: cropped to its strokes, scaled to fit, never above `maxScale`. */
export interface SignatureImageOptions {
  /** Largest width and height of the PNG in pixels (600 × 240 prints about 60 mm wide at 250 dpi). */
  maxWidth: number;
  maxHeight: number;
  /** Pixels per CSS pixel of the pad at most (a small signature is not blown up). */
  maxScale: number;
}

export const SIGNATURE_IMAGE_DEFAULTS: SignatureImageOptions = { maxWidth: 600, maxHeight: 240, maxScale: 2 };

/** The pen of the pad, shared by the pad and the PNG it produces. */
export const PEN = { penColor: '#14213d', minWidth: 1, maxWidth: 3 } as const;

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box around every point of the strokes, widened by the pen, in the pad's CSS pixels; null when nothing is drawn. */
export function strokeBounds(groups: readonly PointGroup[]): Bounds | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let pen = 0;
  for (const group of groups) {
    pen = Math.max(pen, group.maxWidth, group.dotSize);
    for (const { x, y } of group.points) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  if (minX === Infinity) return null;
  const margin = pen + 2;
  return { x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin };
}

/**
 * The strokes drawn again, from their points, on a canvas just big enough for them: crisp at any
 * device pixel ratio and a few kilobytes as PNG, however large the pad was. Returns a data URL,
 * or null when nothing is drawn.
 */
export function signatureToPng(groups: readonly PointGroup[], options: Partial<SignatureImageOptions> = {}): string | null {
  const { maxWidth, maxHeight, maxScale } = { ...SIGNATURE_IMAGE_DEFAULTS, ...options };
  const bounds = strokeBounds(groups);
  if (!bounds) return null;
  const scale = Math.min(maxScale, maxWidth / bounds.width, maxHeight / bounds.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(bounds.width * scale));
  canvas.height = Math.max(1, Math.ceil(bounds.height * scale));
  const renderer = new SignaturePadEngine(canvas, PEN);
  renderer.off();
  canvas.getContext('2d')?.setTransform(scale, 0, 0, scale, -bounds.x * scale, -bounds.y * scale);
  renderer.fromData(groups as PointGroup[], { clear: false });
  return canvas.toDataURL('image/png');
}
