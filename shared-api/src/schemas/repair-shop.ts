import * as yup from 'yup';
import { MSG } from '../domain/messages';
import { LIMITS } from '../domain/limits';
import { isValidEmail } from '../domain/contact';
import { phoneDigits } from '../domain/phone';
import { optionalText, text } from './fields';

const max = LIMITS.company;

/** administration §5 general formats: a phone is valid with 10 or 11 digits once the rest is removed. */
export const isValidShopPhone = (value: string) => {
  const digits = phoneDigits(value);
  return digits.length === 10 || digits.length === 11;
};

/** 'Vergi numarası 10 veya 11 haneli olmalıdır': digits only, 10 or 11 of them. */
export const isValidShopTaxNumber = (value: string) => /^\d{10,11}$/.test(value);

const shopName = () => text(max.name, { tooLong: MSG.shopNameMax });
const contactPhone = () =>
  text(max.contactPhone, { tooLong: MSG.phoneInvalid, invalid: MSG.phoneInvalid })
    .required(MSG.shopPhoneRequired)
    .test('phone', MSG.phoneInvalid, (v) => !v || isValidShopPhone(v));
const contactEmail = () =>
  text(max.contactEmail, { tooLong: MSG.emailInvalid, invalid: MSG.emailInvalid })
    .required(MSG.shopEmailRequired)
    .test('email', MSG.emailInvalid, (v) => !v || isValidEmail(v));
const address = () => optionalText(max.address, { tooLong: MSG.addressMax });
const taxNumber = () =>
  optionalText(LIMITS.shopTaxNumberInput, { tooLong: MSG.shopTaxNumberLength, invalid: MSG.shopTaxNumberLength }).test(
    'tax',
    MSG.shopTaxNumberLength,
    (v) => !v || isValidShopTaxNumber(v),
  );
const authorizedPerson = () => optionalText(max.authorizedPerson);

/** The shop's login account, on creation only (administration §5 'Repair shop form'). */
const loginFields = {
  username: text(LIMITS.user.username).required(MSG.adminUsernameRequired).min(LIMITS.usernameMinLength, MSG.adminUsernameMin),
  password: text(LIMITS.user.password, { trim: false })
    .required(MSG.adminPasswordRequired)
    .min(LIMITS.passwordMinLength, MSG.passwordMin(LIMITS.passwordMinLength)),
};

/** POST /repairshop and the add form: the shop and its Tamirci login account. */
export const repairShopCreateSchema = yup.object({
  name: shopName().required(MSG.shopNameRequired),
  address: address(),
  contactPhone: contactPhone(),
  contactEmail: contactEmail(),
  taxNumber: taxNumber(),
  authorizedPerson: authorizedPerson(),
  ...loginFields,
});
export type RepairShopCreateValues = yup.InferType<typeof repairShopCreateSchema>;

/**
 * PUT /repairshop/{id} and the edit form: name, address, tax number and authorised person only
 * when sent (absent or null keeps the stored value, '' clears an optional one); contact phone and
 * e-mail always. No login fields.
 */
export const repairShopUpdateSchema = yup.object({
  name: optionalText(max.name, { tooLong: MSG.shopNameMax })
    .default(undefined)
    .test('required', MSG.shopNameRequired, (v) => v === undefined || v.length > 0),
  address: address().default(undefined),
  contactPhone: contactPhone(),
  contactEmail: contactEmail(),
  taxNumber: taxNumber().default(undefined),
  authorizedPerson: authorizedPerson().default(undefined),
});
export type RepairShopUpdateValues = yup.InferType<typeof repairShopUpdateSchema>;
