import { LIMITS } from './limits';

/** Turkish licence plates: 2 digits (province), 1–3 letters, 2–4 digits. Stored without spaces. */
export const PLATE_INPUT_MAX_LENGTH = LIMITS.vehicle.plateNumber;
export const PLATE_PATTERN = /^\d{2}[A-Z]{1,3}\d{2,4}$/;

const TURKISH_TO_LATIN: Record<string, string> = { ı: 'I', i: 'I', ğ: 'G', ü: 'U', ş: 'S', ö: 'O', ç: 'C', İ: 'I', Ğ: 'G', Ü: 'U', Ş: 'S', Ö: 'O', Ç: 'C' };

/** Upper-cases and keeps letters A–Z and digits only: ' 34 abc-123 ' → '34ABC123'. */
export function normalizePlate(input: string): string {
  return String(input ?? '')
    .replace(/[ıiğüşöçİĞÜŞÖÇ]/g, (ch) => TURKISH_TO_LATIN[ch] ?? ch)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PLATE_INPUT_MAX_LENGTH);
}

/** Shows a plate as digits, letters, digits separated by spaces: '34ABC123' → '34 ABC 123'. */
export function formatPlate(input: string): string {
  const plate = normalizePlate(input);
  const groups = plate.match(/\d+|[A-Z]+/g);
  return groups ? groups.join(' ') : '';
}

export function isValidPlate(input: string): boolean {
  return PLATE_PATTERN.test(normalizePlate(input));
}
