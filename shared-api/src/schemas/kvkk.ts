import * as yup from 'yup';
import { isValidEmail } from '../domain/contact';
import {
  isValidTckn,
  KVKK_ANSWER_CHANNELS,
  KVKK_CHANNELS,
  KVKK_DECISIONS,
  KVKK_VERIFICATION_METHODS,
  KVKK_CLOSING_STATES,
  KVKK_KINDS,
  KVKK_RETENTION_CATEGORIES,
  KVKK_RETENTION_DEFAULTS,
  KVKK_RETENTION_LABELS,
  type KvkkRetentionCategory,
} from '../domain/kvkk';
import { KVKK_HOME_COUNTRY } from '../domain/kvkk-transfer';
import { LIMITS } from '../domain/limits';
import { MSG } from '../domain/messages';
import { isValidPhone, normalizePhone, PHONE_INPUT_MAX_LENGTH } from '../domain/phone';
import { optionalText, text, wholeNumber } from './fields';

const K = LIMITS.kvkk;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of a real day from 2016 (the law's year) up to `today` (the İstanbul day; the server passes its own). */
export function isKvkkReceivedDate(value: string, today: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  const real = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return real && year >= K.receivedFromYear && value <= today;
}

/** Today's date in İstanbul, 'YYYY-MM-DD'. */
export const istanbulToday = (now: Date = new Date()) => new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);

const oneOf = <T extends string>(values: readonly T[], invalid: string) =>
  text(40, { invalid, tooLong: invalid })
    .required(invalid)
    .oneOf([...values], invalid) as unknown as yup.StringSchema<T>;

/** An optional phone: '' or absent is none; else a valid Turkish phone, stored normalised (05XXXXXXXXX). */
const optionalPhone = () =>
  optionalText(PHONE_INPUT_MAX_LENGTH, { tooLong: MSG.kvkkPhoneInvalid, invalid: MSG.kvkkPhoneInvalid })
    .test('phone', MSG.kvkkPhoneInvalid, (value) => !value || isValidPhone(value))
    .transform((value: string) => (value && isValidPhone(value) ? normalizePhone(value) : value));

const contactOk = (value: string) => isValidEmail(value) || isValidPhone(value);

/**
 * POST /kvkk/requests: to whom (a repair shop's controller or the portal's), who applied (name, T.C. kimlik no or — a foreigner — nationality and
 * passport/ID number, address for notices, e-mail or phone for the answer), how and when, the
 * subject and kind, and the phone and/or name to find them by (at least one). Başvuru Tebliği art. 5.
 */
export const kvkkRequestCreateSchema = yup
  .object({
    applicantName: text(K.applicantName, { tooLong: MSG.kvkkApplicantMax }).required(MSG.kvkkApplicantRequired),
    tckn: optionalText(11, { tooLong: MSG.kvkkTcknInvalid, invalid: MSG.kvkkTcknInvalid }).test(
      'tckn',
      MSG.kvkkTcknInvalid,
      (value) => !value || isValidTckn(value),
    ),
    nationality: optionalText(K.nationality, { tooLong: MSG.kvkkNationalityInvalid, invalid: MSG.kvkkNationalityInvalid }),
    foreignIdNumber: optionalText(K.foreignId[1], { tooLong: MSG.kvkkForeignIdInvalid, invalid: MSG.kvkkForeignIdInvalid }).test(
      'length',
      MSG.kvkkForeignIdInvalid,
      (value) => !value || value.length >= K.foreignId[0],
    ),
    noticeAddress: text(K.noticeAddress, { tooLong: MSG.kvkkNoticeAddressMax }).required(MSG.kvkkNoticeAddressRequired),
    contact: optionalText(K.contact, { tooLong: MSG.kvkkContactInvalid, invalid: MSG.kvkkContactInvalid }).test(
      'contact',
      MSG.kvkkContactInvalid,
      (value) => !value || contactOk(value),
    ),
    subject: text(K.subject, { tooLong: MSG.kvkkSubjectMax }).required(MSG.kvkkSubjectRequired),
    channel: oneOf(KVKK_CHANNELS, MSG.kvkkChannelInvalid),
    receivedAt: text(10, { invalid: MSG.kvkkReceivedInvalid, tooLong: MSG.kvkkReceivedInvalid })
      .required(MSG.kvkkReceivedRequired)
      .test('day', MSG.kvkkReceivedInvalid, (value) => !value || isKvkkReceivedDate(value, istanbulToday())),
    kind: oneOf(KVKK_KINDS, MSG.kvkkKindInvalid),
    phone: optionalPhone(),
    name: optionalText(K.personName, { tooLong: MSG.kvkkNameMax }),
    /**
     * The repair shop whose controller the request was made to (a shop with its own controller
     * details); absent or null: the portal's controller. The answer letter names that controller.
     */
    repairShopId: wholeNumber(MSG.shopNotFound, { allowNull: true }).min(1, MSG.shopNotFound).max(2147483647, MSG.shopNotFound).nullable().optional(),
  })
  .test('identity', MSG.kvkkIdentityRequired, function identity(values) {
    if (!values || values.tckn || (values.nationality && values.foreignIdNumber)) return true;
    return this.createError({ path: 'tckn', message: MSG.kvkkIdentityRequired });
  })
  .test('person', MSG.kvkkPersonRequired, function person(values) {
    if (!values || values.phone || values.name) return true;
    return this.createError({ path: 'phone', message: MSG.kvkkPersonRequired });
  });
export type KvkkRequestCreateValues = yup.InferType<typeof kvkkRequestCreateSchema>;

/**
 * POST /kvkk/requests/{id}/correct (a Düzeltme request): the right name and/or phone. The request's
 * name is replaced by `name` and its phone by `phone` wherever the person was found.
 */
export const kvkkCorrectionSchema = yup
  .object({
    name: optionalText(K.personName, { tooLong: MSG.kvkkNameMax }),
    phone: optionalPhone(),
    /** The name as it is wrongly recorded, when the request was registered without one (issue 40 item 12); it becomes the request's name. */
    currentName: optionalText(K.personName, { tooLong: MSG.kvkkNameMax }),
  })
  .test('something', MSG.kvkkCorrectionEmpty, function something(values) {
    if (!values || values.phone || values.name) return true;
    return this.createError({ path: 'name', message: MSG.kvkkCorrectionEmpty });
  });
export type KvkkCorrectionValues = yup.InferType<typeof kvkkCorrectionSchema>;

/** The kinds of record the matches answer lists (GET /kvkk/requests/{id}/matches), in its order. */
export const KVKK_MATCH_KINDS = [
  'vehicles',
  'forms',
  'signatures',
  'photos',
  'approvals',
  'statusNotes',
  'notifications',
  'logs',
  'repairItems',
  'reminders',
] as const;

const tickedIds = () =>
  yup
    .array(
      yup
        .number()
        .typeError(MSG.kvkkTickedInvalid)
        .integer(MSG.kvkkTickedInvalid)
        .min(1, MSG.kvkkTickedInvalid)
        .max(Number.MAX_SAFE_INTEGER, MSG.kvkkTickedInvalid)
        .required(MSG.kvkkTickedInvalid),
    )
    .typeError(MSG.kvkkTickedInvalid)
    .max(K.matchesPerKind, MSG.kvkkTickedInvalid)
    .optional();

/**
 * POST /kvkk/requests/{id}/erase: the name-only matches ('yalnız ad eşleşmesi') the admin ticked,
 * by kind; none ticked (or no body) erases only what is tied to the applicant by the phone.
 */
export const kvkkEraseSchema = yup.object({
  ticked: yup
    .object(Object.fromEntries(KVKK_MATCH_KINDS.map((kind) => [kind, tickedIds()])) as Record<(typeof KVKK_MATCH_KINDS)[number], ReturnType<typeof tickedIds>>)
    .noUnknown(MSG.kvkkTickedInvalid)
    .typeError(MSG.kvkkTickedInvalid)
    .optional(),
});
export type KvkkEraseValues = yup.InferType<typeof kvkkEraseSchema>;

/** PUT /kvkk/requests/{id}/state: close a request by hand (answered, or refused). */
export const kvkkRequestStateSchema = yup.object({
  state: oneOf(KVKK_CLOSING_STATES, MSG.kvkkStateInvalid),
});
export type KvkkRequestStateValues = yup.InferType<typeof kvkkRequestStateSchema>;

/** POST /kvkk/requests/{id}/verify: how the applicant's identity was checked (the Admin who sends it is who checked it). */
export const kvkkVerificationSchema = yup.object({
  method: oneOf(KVKK_VERIFICATION_METHODS, MSG.kvkkVerificationMethodInvalid),
  note: optionalText(K.verificationNote, { tooLong: MSG.kvkkVerificationNoteMax }),
});
export type KvkkVerificationValues = yup.InferType<typeof kvkkVerificationSchema>;

/** POST /kvkk/requests/{id}/answer: Kabul or Red (a refusal with its reason) and how the answer went out (Art. 13/2-3). */
export const kvkkAnswerSchema = yup
  .object({
    decision: oneOf(KVKK_DECISIONS, MSG.kvkkDecisionInvalid),
    reason: optionalText(K.refusalReason, { tooLong: MSG.kvkkRefusalReasonMax }),
    channel: oneOf(KVKK_ANSWER_CHANNELS, MSG.kvkkAnswerChannelInvalid),
  })
  .test('reason', MSG.kvkkRefusalReasonRequired, function reason(values) {
    if (!values || values.decision !== 'Red' || values.reason) return true;
    return this.createError({ path: 'reason', message: MSG.kvkkRefusalReasonRequired });
  });
export type KvkkAnswerValues = yup.InferType<typeof kvkkAnswerSchema>;

const retentionDays = (category: KvkkRetentionCategory) => {
  const [min, max] = K.retentionDays;
  const message = MSG.kvkkRetentionRange(KVKK_RETENTION_LABELS[category]);
  return wholeNumber(message).min(min, message).max(max, message).required(message).default(KVKK_RETENTION_DEFAULTS[category]);
};

const KEP = /^[^\s@]+@[^\s@]+\.kep\.tr$/i;

/** The controller's fields go together: all empty (not yet filled: retention can still be saved) or title, address and e-mail all given. */
function withController(this: yup.TestContext, value: string | undefined): boolean {
  const parent = this.parent as Record<string, unknown>;
  const any = ['controllerTitle', 'address', 'email'].some((field) => typeof parent[field] === 'string' && (parent[field] as string).trim() !== '');
  return !any || Boolean(value);
}

/** The controller's fields (the KVKK tab's, and a repair shop's own: issue 41 §3), with the same rules. */
const controllerFields = () => ({
  controllerTitle: optionalText(K.controllerTitle, { tooLong: MSG.kvkkControllerTitleMax }).test('together', MSG.kvkkControllerTitleRequired, withController),
  address: optionalText(K.address, { tooLong: MSG.kvkkAddressMax }).test('together', MSG.kvkkAddressRequired, withController),
  email: optionalText(K.email, { tooLong: MSG.kvkkEmailInvalid, invalid: MSG.kvkkEmailInvalid })
    .test('together', MSG.kvkkEmailInvalid, withController)
    .test('email', MSG.kvkkEmailInvalid, (value) => !value || isValidEmail(value)),
  /** Optional: '' when the shop has none. */
  kepAddress: optionalText(K.kepAddress, { tooLong: MSG.kvkkKepInvalid, invalid: MSG.kvkkKepInvalid }).test(
    'kep',
    MSG.kvkkKepInvalid,
    (value) => !value || KEP.test(value),
  ),
});

/**
 * PUT /settings/kvkk (the KVKK tab): the controller, the notice text (a changed text is a new
 * version) and retention days per category. The controller may be left empty on a fresh install
 * (the admin dashboard says what is missing; issue 41 §3), but never half filled.
 */
export const kvkkSettingsSchema = yup.object({
  ...controllerFields(),
  /** Where the e-mail and SMS providers are (Art. 9): 'Türkiye' unless said otherwise. */
  emailProviderCountry: text(K.providerCountry, { tooLong: MSG.kvkkCountryRequired, invalid: MSG.kvkkCountryRequired })
    .default(KVKK_HOME_COUNTRY)
    .required(MSG.kvkkCountryRequired),
  smsProviderCountry: text(K.providerCountry, { tooLong: MSG.kvkkCountryRequired, invalid: MSG.kvkkCountryRequired })
    .default(KVKK_HOME_COUNTRY)
    .required(MSG.kvkkCountryRequired),
  noticeText: text(K.noticeText, { tooLong: MSG.kvkkNoticeMax }).required(MSG.kvkkNoticeMin).min(K.noticeTextMin, MSG.kvkkNoticeMin),
  retention: yup
    .object(Object.fromEntries(KVKK_RETENTION_CATEGORIES.map((c) => [c, retentionDays(c)])) as Record<KvkkRetentionCategory, ReturnType<typeof retentionDays>>)
    .typeError(MSG.invalidValue)
    .required(MSG.invalidValue),
});
export type KvkkSettingsValues = yup.InferType<typeof kvkkSettingsSchema>;

/**
 * PUT /repairshop/{id}/kvkk (issue 41 §3): a shop's own controller, with the KVKK tab's fields and
 * rules (title, address and e-mail all or none; KEP optional), and its own notice text: '' for the
 * portal's text, else as long as the tab's. All empty: the shop uses the portal's notice again.
 */
export const shopKvkkSchema = yup.object({
  ...controllerFields(),
  noticeText: optionalText(K.noticeText, { tooLong: MSG.kvkkNoticeMax })
    .test('min', MSG.kvkkNoticeMin, (value) => !value || value.length >= K.noticeTextMin)
    .test('controller', MSG.kvkkShopNoticeNeedsController, function (value) {
      const title = (this.parent as Record<string, unknown>).controllerTitle;
      return !value || (typeof title === 'string' && title.trim() !== '');
    }),
});
export type ShopKvkkValues = yup.InferType<typeof shopKvkkSchema>;

export const KVKK_EXPORT_FORMATS = ['json', 'pdf'] as const;
export type KvkkExportFormat = (typeof KVKK_EXPORT_FORMATS)[number];
export const KVKK_LOG_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type KvkkLogExportFormat = (typeof KVKK_LOG_EXPORT_FORMATS)[number];
