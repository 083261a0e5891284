import * as yup from 'yup';
import { MSG } from '../domain/messages';
import { hasRealEmail, hasRealPhone, isValidEmail, isValidTaxNumber, isPlaceholderEmail, isPlaceholderPhone } from '../domain/contact';
import { isValidPhone } from '../domain/phone';
import { LIMITS } from '../domain/limits';
import { booleanOnly, optionalText, text, textOf, wholeNumber } from './fields';
import { INVOICE_LIMITS } from './invoice';

const max = LIMITS.company;

/** Company body (POST/PUT /company). Placeholders from 'E-posta yok'/'Telefon yok' count as empty. */
const contactFields = {
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
};
const detailFields = {
  address: optionalText(max.address, { tooLong: MSG.addressMax }),
  taxNumber: optionalText(max.taxNumber, { tooLong: MSG.taxNumberInvalid }).test('tax', MSG.taxNumberInvalid, (v) => !v || isValidTaxNumber(v)),
  authorizedPerson: optionalText(max.authorizedPerson),
  taxOffice: optionalText(INVOICE_LIMITS.taxOffice, { tooLong: MSG.taxOfficeMax }),
  eInvoiceUser: booleanOnly(),
  reminderEmailsOptOut: booleanOnly(),
};

/** At least one real e-mail or phone; the placeholders of 'E-posta yok'/'Telefon yok' count as empty. */
function contactRequired(this: yup.TestContext, value: { contactEmail?: string | null; contactPhone?: string | null } | undefined) {
  if (!value) return true;
  if (hasRealEmail(textOf(value.contactEmail)) || hasRealPhone(textOf(value.contactPhone))) return true;
  return this.createError({ path: 'contactEmail', message: MSG.contactRequired });
}

/** Company body (POST /company). An Admin may name the shop to link the new company to. */
export const companyInputSchema = yup
  .object({
    name: text(max.name, { tooLong: MSG.companyNameMax }).required(MSG.companyNameRequired),
    ...contactFields,
    ...detailFields,
    repairShopId: wholeNumber(MSG.invalidValue, { allowNull: true }).min(1, MSG.invalidValue).max(2147483647, MSG.invalidValue).nullable().optional(),
  })
  .test('contact', MSG.contactRequired, contactRequired);
export type CompanyInputValues = yup.InferType<typeof companyInputSchema>;

/**
 * PUT /company/{id} (administration §7): name, address, tax number, authorised person, tax office,
 * 'e-Fatura mükellefi' and the reminder e-mail opt-out only when
 * changed (the name not blank then); e-mail and phone always, with the same contact rule.
 */
export const companyUpdateSchema = yup
  .object({
    name: optionalText(max.name, { tooLong: MSG.companyNameMax })
      .default(undefined)
      .test('required', MSG.companyNameRequired, (v) => v === undefined || v.length > 0),
    ...contactFields,
    // Left out: unchanged (not '').
    address: detailFields.address.default(undefined),
    taxNumber: detailFields.taxNumber.default(undefined),
    authorizedPerson: detailFields.authorizedPerson.default(undefined),
    taxOffice: detailFields.taxOffice.default(undefined),
    eInvoiceUser: detailFields.eInvoiceUser.default(undefined),
    reminderEmailsOptOut: detailFields.reminderEmailsOptOut.default(undefined),
  })
  .test('contact', MSG.contactRequired, contactRequired);
export type CompanyUpdateValues = yup.InferType<typeof companyUpdateSchema>;
