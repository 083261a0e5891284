import * as yup from 'yup';
import { MSG } from '../domain/messages';
import { hasRealEmail, hasRealPhone, isValidEmail, isValidTaxNumber, isPlaceholderEmail, isPlaceholderPhone } from '../domain/contact';
import { isValidPhone } from '../domain/phone';
import { LIMITS } from '../domain/limits';
import { optionalText, text, textOf } from './fields';

const max = LIMITS.company;

/** Company body (POST/PUT /company). Placeholders from 'E-posta yok'/'Telefon yok' count as empty. */
export const companyInputSchema = yup
  .object({
    name: text(max.name, { tooLong: MSG.companyNameMax }).required(MSG.companyNameRequired),
    contactEmail: optionalText(max.contactEmail, { tooLong: MSG.emailInvalid }).test(
      'email',
      MSG.emailInvalid,
      (v) => !v || isPlaceholderEmail(v) || isValidEmail(v),
    ),
    contactPhone: optionalText(max.contactPhone, { tooLong: MSG.phoneInvalid }).test(
      'phone',
      MSG.phoneInvalid,
      (v) => !v || isPlaceholderPhone(v) || isValidPhone(v),
    ),
    address: optionalText(max.address, { tooLong: MSG.addressMax }),
    taxNumber: optionalText(max.taxNumber, { tooLong: MSG.taxNumberInvalid }).test('tax', MSG.taxNumberInvalid, (v) => !v || isValidTaxNumber(v)),
    authorizedPerson: optionalText(max.authorizedPerson),
  })
  .test('contact', MSG.contactRequired, function (value) {
    if (!value) return true;
    if (hasRealEmail(textOf(value.contactEmail)) || hasRealPhone(textOf(value.contactPhone))) return true;
    return this.createError({ path: 'contactEmail', message: MSG.contactRequired });
  });
export type CompanyInputValues = yup.InferType<typeof companyInputSchema>;
