import { Type, type Static } from 'typebox';
import { LIMITS } from '../domain/limits';
import { SIGNATURE_IMAGE_MAX_LENGTH, type SignatureRole } from '../domain/signature';

const Role = Type.Union([Type.Literal('driver' satisfies SignatureRole), Type.Literal('authorized' satisfies SignatureRole)]);

/** One signature drawn on the device; a form has at most one per role. */
export const FormSignatureDto = Type.Object({
  role: Role,
  /** As the signer typed it. */
  signerName: Type.String(),
  /** ISO time the server stored it. */
  signedAt: Type.String(),
  /** data:image/png;base64,… */
  image: Type.String(),
});
export type FormSignature = Static<typeof FormSignatureDto>;

/** POST /repairform/{id}/signatures as sent; the route checks it with the shared formSignatureInputSchema (yup). */
export const FormSignatureBody = Type.Object({
  role: Role,
  signerName: Type.String({ maxLength: LIMITS.signature.signerName }),
  image: Type.String({ maxLength: SIGNATURE_IMAGE_MAX_LENGTH, description: 'data:image/png;base64,…, at most 200 KB decoded' }),
});
export type FormSignatureInput = Static<typeof FormSignatureBody>;
