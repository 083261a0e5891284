const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const number = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** A file size in the spec's units (administration §9: Bytes, KB, MB, GB; 1 KB = 1024 bytes), tr-TR digits: '1,5 MB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${number.format(unit === 0 ? Math.round(value) : value)} ${UNITS[unit]}`;
}
