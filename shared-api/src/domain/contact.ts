/**
 * 'E-posta yok' / 'Telefon yok' put these fixed values into a company's contact fields.
 * They are stored so the checkbox state can be restored on edit, but never count as real
 * contact information and nothing is ever sent to them (.invalid is a reserved TLD).
 */
export const NO_EMAIL_PLACEHOLDER = 'eposta-yok@tamirformu.invalid';
export const NO_PHONE_PLACEHOLDER = '00000000000';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isPlaceholderEmail(value: string | null | undefined): boolean {
  return (value ?? '').trim().toLowerCase() === NO_EMAIL_PLACEHOLDER;
}

export function isPlaceholderPhone(value: string | null | undefined): boolean {
  return (value ?? '').replace(/\D/g, '') === NO_PHONE_PLACEHOLDER;
}

/** A real e-mail: given, not the placeholder. */
export function hasRealEmail(value: string | null | undefined): boolean {
  return !!value && value.trim() !== '' && !isPlaceholderEmail(value);
}

export function hasRealPhone(value: string | null | undefined): boolean {
  return !!value && value.replace(/\D/g, '') !== '' && !isPlaceholderPhone(value);
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidTaxNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11;
}
