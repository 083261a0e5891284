/** Kilometres are whole numbers shown with dot thousands separators: 123456 → '123.456'. */
export function formatThousands(value: number | string | null | undefined): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  if (!digits) return '';
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export function formatKilometer(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  return `${formatThousands(Math.trunc(value))} km`;
}

/** Reads a typed kilometre ('123.456', '123 456 km') as a number; empty input → null. */
export function parseKilometerInput(input: string): number | null {
  const digits = String(input ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return Number(digits);
}

export const KILOMETER_MAX = 9_999_999;
