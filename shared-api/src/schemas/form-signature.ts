import * as yup from 'yup';
import { LIMITS } from '../domain/limits';
import { MSG } from '../domain/messages';
import { SIGNATURE_IMAGE_MAX_LENGTH, SIGNATURE_ROLES, signatureImageError } from '../domain/signature';
import { text, wholeNumber } from './fields';

const roleText = { invalid: MSG.signatureRoleInvalid, tooLong: MSG.signatureRoleInvalid };

/** POST /repairform/{id}/signatures, and the signing pad: who signs, the name they typed, the PNG they drew. */
export const formSignatureInputSchema = yup.object({
  role: text(20, roleText).required(MSG.signatureRoleInvalid).oneOf(SIGNATURE_ROLES, MSG.signatureRoleInvalid),
  signerName: text(LIMITS.signature.signerName, { tooLong: MSG.signerNameMax }).required(MSG.signerNameRequired),
  image: text(SIGNATURE_IMAGE_MAX_LENGTH, { trim: false, invalid: MSG.signatureImageInvalid, tooLong: MSG.signatureImageTooLarge })
    .required(MSG.signatureImageRequired)
    .test('png', MSG.signatureImageInvalid, function check(value) {
      const problem = signatureImageError(value);
      return problem ? this.createError({ message: problem }) : true;
    }),
  /** The KVKK notice version the pad showed (issue 30); absent: the current version is recorded. */
  noticeVersion: wholeNumber(MSG.kvkkNoticeVersionInvalid).min(1, MSG.kvkkNoticeVersionInvalid).max(1_000_000, MSG.kvkkNoticeVersionInvalid).optional(),
  /** Whose text that version is, as the pad read it (issue 41 §3): refused when the form's shop now shows the other one. */
  noticeOf: text(10, { invalid: MSG.kvkkNoticeVersionInvalid, tooLong: MSG.kvkkNoticeVersionInvalid })
    .oneOf(['portal', 'shop'] as const, MSG.kvkkNoticeVersionInvalid)
    .optional(),
});
export type FormSignatureInputValues = yup.InferType<typeof formSignatureInputSchema>;
