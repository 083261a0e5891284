import { LIMITS } from './limits';
import { MSG } from './messages';

/**
 * The parties who sign a form: at intake the driver hands the vehicle over and the authorised
 * person receives it; at delivery (issue 28) 'Teslim Alan' takes the vehicle back.
 */
export const SIGNATURE_ROLES = ['driver', 'authorized', 'delivery'] as const;
export type SignatureRole = (typeof SIGNATURE_ROLES)[number];

/** Who signs, in the words of the printed form's signature blocks. */
export const SIGNATURE_ROLE_LABELS: Record<SignatureRole, string> = { driver: 'Şoför', authorized: 'Yetkili', delivery: 'Teslim Alan' };

/** The intake's two signatures (the printed form's blocks); 'delivery' is taken when the vehicle leaves. */
export const INTAKE_SIGNATURE_ROLES = ['driver', 'authorized'] as const satisfies readonly SignatureRole[];

/** The delivery signature is taken only once the work is done (issue 28). */
export const DELIVERY_SIGNATURE_STATUSES = ['Tamamlandı', 'Teslim Edildi'] as const;

/** Once the vehicle has left (delivered) or the job was called off, the intake is over: its signatures are no longer taken (issue 40). */
export const INTAKE_SIGNATURE_CLOSED_STATUSES = ['Teslim Edildi', 'İptal'] as const;

/** Why `role` cannot sign a form in `status` now, or null when it can (the server's rule; the screens offer only what passes). */
export function signatureRefusal(role: SignatureRole, status: string): string | null {
  if (role === 'delivery') return (DELIVERY_SIGNATURE_STATUSES as readonly string[]).includes(status) ? null : MSG.deliverySignatureNotYet;
  return (INTAKE_SIGNATURE_CLOSED_STATUSES as readonly string[]).includes(status) ? MSG.intakeSignatureClosed : null;
}

export const isSignatureRole = (value: unknown): value is SignatureRole => SIGNATURE_ROLES.includes(value as SignatureRole);

/** A PNG as a data URL: this prefix, then the file in base64, whose first bytes are PNG's signature. */
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/** The eight signature bytes every PNG file starts with (89 50 4E 47 0D 0A 1A 0A), in base64. */
const PNG_MAGIC_BASE64 = 'iVBORw0KGgo';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** The longest data URL whose PNG can weigh LIMITS.signature.imageBytes. */
export const SIGNATURE_IMAGE_MAX_LENGTH = PNG_DATA_URL_PREFIX.length + Math.ceil(LIMITS.signature.imageBytes / 3) * 4;

/** Bytes of a base64 text once decoded (no decoding needed). */
export function decodedBase64Size(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * Why a signature image cannot be stored, or null: a PNG data URL in well-formed base64 whose file
 * starts like a PNG and weighs at most LIMITS.signature.imageBytes once decoded.
 */
export function signatureImageError(image: unknown): string | null {
  if (typeof image !== 'string' || image === '') return MSG.signatureImageRequired;
  if (!image.startsWith(PNG_DATA_URL_PREFIX)) return MSG.signatureImageInvalid;
  const base64 = image.slice(PNG_DATA_URL_PREFIX.length);
  // The size first: a huge text is refused without running a pattern over all of it.
  if (decodedBase64Size(base64) > LIMITS.signature.imageBytes) return MSG.signatureImageTooLarge;
  if (base64.length % 4 !== 0 || !BASE64.test(base64) || !base64.startsWith(PNG_MAGIC_BASE64)) return MSG.signatureImageInvalid;
  return null;
}
