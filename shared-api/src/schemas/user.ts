import * as yup from 'yup';
import { MSG } from '../domain/messages';
import { LIMITS } from '../domain/limits';
import { ROLES } from '../domain/roles';
import { isValidEmail } from '../domain/contact';
import { phoneDigits } from '../domain/phone';
import { optionalText, text } from './fields';

const max = LIMITS.user;
const PASSWORD_MIN = LIMITS.passwordMinLength;

/** administration §5 general formats: a phone is valid with 10 or 11 digits once everything else is removed. */
export const isValidUserPhone = (value: string) => {
  const digits = phoneDigits(value).length;
  return digits === 10 || digits === 11;
};

/** A password the user typed: blank (or only spaces) counts as not given. */
export const isBlankPassword = (value: string | null | undefined) => !value || value.trim() === '';

const email = () =>
  text(max.email, { tooLong: MSG.emailInvalid, invalid: MSG.emailInvalid })
    .required(MSG.emailRequired)
    .test('email', MSG.emailInvalid, (v) => !v || isValidEmail(v));
const phone = () =>
  text(max.phone, { tooLong: MSG.phoneInvalid, invalid: MSG.phoneInvalid })
    .required(MSG.phoneRequired)
    .test('phone', MSG.phoneInvalid, (v) => !v || isValidUserPhone(v));
/** The one numeric field the screens never send: the shop of a Tamirci account (null or absent: none). */
const repairShopId = () =>
  yup
    .number()
    .typeError(MSG.invalidValue)
    .transform((value: unknown, raw: unknown) => {
      if (raw === null || raw === undefined || raw === '') return undefined;
      if (typeof raw === 'number' || (typeof raw === 'string' && /^\d{1,12}$/.test(raw))) return value;
      return Number.NaN;
    })
    .integer(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .max(2147483647, MSG.invalidValue);

/** A field that may be left out of an update, but may not be blank when sent. */
const sentText = (maxLength: number, required: string) =>
  optionalText(maxLength)
    .default(undefined)
    .test('required', required, (v) => v === undefined || v.length > 0);

/**
 * POST /user, POST /users and the add form (administration §5 'User form'), in the order of the
 * form's fields: username, password, first name, last name, e-mail, phone, role. The server also
 * holds the password to the configured minimum (`general.passwordMinLength`, never below 6).
 */
export const userCreateSchema = yup.object({
  username: text(max.username).required(MSG.adminUsernameRequired).min(LIMITS.usernameMinLength, MSG.adminUsernameMin),
  password: text(max.password, { trim: false }).required(MSG.adminPasswordRequired).min(PASSWORD_MIN, MSG.passwordMin(PASSWORD_MIN)),
  firstName: text(max.firstName).required(MSG.firstNameRequired),
  lastName: text(max.lastName).required(MSG.lastNameRequired),
  email: email(),
  phone: phone(),
  role: text(20, { invalid: MSG.roleInvalid }).required(MSG.roleRequired).oneOf(ROLES, MSG.roleInvalid),
  repairShopId: repairShopId(),
});
export type UserCreateValues = yup.InferType<typeof userCreateSchema>;

/** The admin add/edit form's fields (administration §2.1): the create body without the role (fixed to Admin) and shop. */
export const userFormSchema = userCreateSchema.omit(['role', 'repairShopId']);

/**
 * PUT /user/{id}, PUT /users/{id} and the edit form: username, names and role only when sent (not
 * blank then); the password only when given (blank keeps the current one); e-mail and phone always.
 */
export const userUpdateSchema = yup.object({
  username: sentText(max.username, MSG.adminUsernameRequired).min(LIMITS.usernameMinLength, MSG.adminUsernameMin),
  password: optionalText(max.password, { trim: false })
    .default(undefined)
    .test('min', MSG.passwordMin(PASSWORD_MIN), (v) => isBlankPassword(v) || v!.length >= PASSWORD_MIN),
  firstName: sentText(max.firstName, MSG.firstNameRequired),
  lastName: sentText(max.lastName, MSG.lastNameRequired),
  email: email(),
  phone: phone(),
  role: sentText(20, MSG.roleRequired)
    .test('role', MSG.roleInvalid, (v) => !v || (ROLES as readonly string[]).includes(v))
    .meta({ openapi: { enum: ROLES } }),
  repairShopId: repairShopId(),
});
export type UserUpdateValues = yup.InferType<typeof userUpdateSchema>;
