import { Type, type Static } from 'typebox';
import { type SignatureRole } from '../domain/signature';
import type { formSignatureInputSchema } from '../schemas/form-signature';
import type { BodyOf } from '../schemas/body-of';

const Role = Type.Union([
  Type.Literal('driver' satisfies SignatureRole),
  Type.Literal('authorized' satisfies SignatureRole),
  Type.Literal('delivery' satisfies SignatureRole),
]);

/** One signature drawn on the device; a form has at most one per role. */
export const FormSignatureDto = Type.Object({
  role: Role,
  /** As the signer typed it. */
  signerName: Type.String(),
  /** ISO time the server stored it. */
  signedAt: Type.String(),
  /** data:image/png;base64,… */
  image: Type.String(),
  /** The KVKK notice version shown before signing (issue 30); null for signatures from before it. */
  noticeVersion: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  /** Whose text that version is (issue 41 §3): 'shop' when the form's shop showed its own text; null with no version. */
  noticeOf: Type.Optional(Type.Union([Type.Literal('portal'), Type.Literal('shop'), Type.Null()])),
});
export type FormSignature = Static<typeof FormSignatureDto>;

/** What a client sends; checked by the shared formSignatureInputSchema. */
export type FormSignatureInput = BodyOf<typeof formSignatureInputSchema>;
