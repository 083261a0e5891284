import * as yup from 'yup';
import { MSG } from '../domain/messages';
import { LIMITS } from '../domain/limits';
import { normalizePlate } from '../domain/plate';
import { isValidPhone } from '../domain/phone';
import { booleanOnly, list, optionalText, text, wholeNumber } from './fields';

const max = LIMITS.repairForm;

/** Drops blank lines; the result must keep at least one fault line. */
export function cleanFaultLines(lines: readonly string[]): string[] {
  return lines.map((line) => String(line ?? '').trim()).filter((line) => line !== '');
}

/** core-journeys: the first line is required, blank lines are dropped, at least one must remain. */
export function faultLinesError(lines: readonly string[]): string | null {
  // A filled first line is also the one line that must remain.
  return String(lines[0] ?? '').trim() === '' ? MSG.faultLineRequired : null;
}

/** POST /repairform: the server's one check of the body; its output is what the service stores from. */
export const repairFormInputSchema = yup.object({
  vehicleId: wholeNumber(MSG.vehicleMissing).positive(MSG.vehicleMissing).required(MSG.vehicleMissing),
  /** The plate the shop looked up, normalised as stored ('' when not sent). */
  plateNumber: optionalText(LIMITS.vehicle.plateNumber, { normalize: normalizePlate }),
  customerName: optionalText(max.customerName),
  customerPhone: optionalText(max.customerPhone, { tooLong: MSG.phoneInvalid }).test('phone', MSG.phoneInvalid, (v) => !v || isValidPhone(v)),
  descriptionLines: list(text(max.faultLine, { trim: false }).defined())
    .max(max.faultLines, MSG.tooLong(max.faultLines))
    .required(MSG.faultLineRequired)
    .test('first-line', MSG.faultLineRequired, (lines) => faultLinesError(lines ?? []) === null),
  partsUsed: optionalText(max.partsUsed),
});
export type RepairFormInputValues = yup.InferType<typeof repairFormInputSchema>;

const VALIDITY_DAYS = 'Geçerlilik süresi 1 ile 365 gün arasında olmalıdır';

/** POST /repairform/{id}/link; no body means the default validity. */
export const formLinkInputSchema = yup.object({
  validityDays: wholeNumber(VALIDITY_DAYS).min(1, VALIDITY_DAYS).max(365, VALIDITY_DAYS).default(LIMITS.defaultLinkValidityDays),
});
export type FormLinkInputValues = yup.InferType<typeof formLinkInputSchema>;

/** A form's id as the share dialog sends it: a whole number, or its digits as text. */
const formIdEcho = () =>
  yup
    .mixed<number | string>()
    .test('form-id', MSG.invalidValue, (value) => value === undefined || Number.isInteger(value) || (typeof value === 'string' && value.length <= 20))
    .meta({ openapi: { description: 'the form id again (number or text), when sent it must be the path’s' } });

/**
 * POST /repairform/{id}/send: the contact (placeholders such as 'E-posta yok' count as none) and the
 * channels; the service checks the contact against the channels. `companyCopy` is the company's
 * copy from the web view's print: only to the form's company e-mail, once per form.
 */
export const sendFormSchema = yup.object({
  repairFormId: formIdEcho(),
  email: optionalText(LIMITS.company.contactEmail, { invalid: MSG.emailInvalid }).nullable(),
  phone: optionalText(30, { invalid: MSG.phoneInvalid }).nullable(),
  sendEmail: booleanOnly().required(MSG.required),
  sendSms: booleanOnly().required(MSG.required),
  companyCopy: booleanOnly(),
});
export type SendFormValues = yup.InferType<typeof sendFormSchema>;
