import { useMemo } from 'react';
import QRCode from 'qrcode';
import { cx } from '../utils/cx';

/** Light modules around the symbol, as the QR standard asks, so any reader finds it. */
const QUIET_ZONE = 4;

/**
 * The dark modules of `value`'s QR code (error correction M) as one SVG path: each horizontal run
 * of dark modules is one rectangle, so the markup stays small (a form link: about 5 KB, 1 KB gzip).
 * `size` is the symbol's side with the quiet zone, in modules.
 */
export function qrCodePath(value: string): { size: number; path: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
        start = -1;
      }
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: runs.join('') };
}

export interface QrCodeProps {
  /** What the code holds, e.g. the absolute address of a form's public page. */
  value: string;
  /** The image's accessible name (Turkish). */
  label?: string;
  className?: string;
}

/**
 * A QR code as inline SVG, made in the browser or on the server with no network call: black on
 * white, edges kept crisp on screen and on paper. Its display size comes from CSS (`.tf-qr`).
 */
export function QrCode({ value, label = 'QR kodu', className }: QrCodeProps) {
  const { size, path } = useMemo(() => qrCodePath(value), [value]);
  return (
    <svg
      className={cx('tf-qr', className)}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
