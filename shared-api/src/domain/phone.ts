/** Phones: 11 digits starting with 0, or 10 digits not starting with 0. Stored as 11 digits with the leading 0. */
export const PHONE_INPUT_MAX_LENGTH = 14;

export function phoneDigits(input: string): string {
  return String(input ?? '').replace(/\D/g, '');
}

export function isValidPhone(input: string): boolean {
  const digits = phoneDigits(input);
  return (digits.length === 11 && digits.startsWith('0')) || (digits.length === 10 && !digits.startsWith('0'));
}

/** '5321234567' or '0532 123 45 67' → '05321234567'; invalid input is returned as its digits. */
export function normalizePhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 10 && !digits.startsWith('0')) return `0${digits}`;
  return digits;
}

/** '05321234567' → '0532 123 45 67'; partial input is grouped as far as it goes. */
export function formatPhone(input: string): string {
  const digits = normalizePhone(input).slice(0, 11);
  const parts = [digits.slice(0, 4), digits.slice(4, 7), digits.slice(7, 9), digits.slice(9, 11)];
  return parts.filter(Boolean).join(' ');
}

/** Turkish phone mask for an input as the user types: forced leading 0, at most 11 digits, grouped. */
export function maskPhoneInput(input: string): string {
  let digits = phoneDigits(input);
  if (!digits) return '';
  if (!digits.startsWith('0')) digits = `0${digits}`;
  digits = digits.slice(0, 11);
  const parts = [digits.slice(0, 4), digits.slice(4, 7), digits.slice(7, 9), digits.slice(9, 11)];
  return parts.filter(Boolean).join(' ').slice(0, PHONE_INPUT_MAX_LENGTH);
}
