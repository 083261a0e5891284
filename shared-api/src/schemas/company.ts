import * as yup from 'yup';
import { MSG } from '../domain/messages';
import { hasRealEmail, hasRealPhone, isValidEmail, isValidTaxNumber, isPlaceholderEmail, isPlaceholderPhone } from '../domain/contact';
import { isValidPhone } from '../domain/phone';
import { LIMITS } from '../domain/limits';

/** Company body (POST/PUT /company). Placeholders from 'E-posta yok'/'Telefon yok' count as empty. */
export const companyInputSchema = yup
  .object({
    name: yup.string().trim().required(MSG.companyNameRequired).max(LIMITS.companyNameMax, MSG.companyNameMax),
    contactEmail: yup
      .string()
      .trim()
      .max(200, MSG.emailInvalid)
      .default('')
      .test('email', MSG.emailInvalid, (v) => !v || isPlaceholderEmail(v) || isValidEmail(v)),
    contactPhone: yup
      .string()
      .trim()
      .max(20, MSG.phoneInvalid)
      .default('')
      .test('phone', MSG.phoneInvalid, (v) => !v || isPlaceholderPhone(v) || isValidPhone(v)),
    address: yup.string().trim().max(LIMITS.addressMax, MSG.addressMax).default(''),
    taxNumber: yup
      .string()
      .trim()
      .max(20, MSG.taxNumberInvalid)
      .default('')
      .test('tax', MSG.taxNumberInvalid, (v) => !v || isValidTaxNumber(v)),
    authorizedPerson: yup.string().trim().max(LIMITS.shortTextMax, MSG.tooLong(LIMITS.shortTextMax)).default(''),
  })
  .test('contact', MSG.contactRequired, function (value) {
    if (!value) return true;
    if (hasRealEmail(value.contactEmail) || hasRealPhone(value.contactPhone)) return true;
    return this.createError({ path: 'contactEmail', message: MSG.contactRequired });
  });
export type CompanyInputValues = yup.InferType<typeof companyInputSchema>;
