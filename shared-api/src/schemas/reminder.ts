import * as yup from 'yup';
import { KILOMETER_MAX } from '../domain/kilometer';
import { MSG } from '../domain/messages';
import { REMINDER_KINDS, REMINDER_THRESHOLD_DEFAULTS } from '../domain/reminders';
import { booleanOnly, optionalText, text, wholeNumber } from './fields';

export const REMINDER_DESCRIPTION_MAX = 500;
export const REMINDER_REPEAT_MONTHS_MAX = 120;
export const REMINDER_REPEAT_KM_MAX = 1_000_000;

/** 'YYYY-MM-DD' that is a real day (2027-02-30 is not). */
export function isReminderDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && Number(match[1]) >= 2000 && Number(match[1]) <= 2100;
}

const optionalWhole = (message: string, min: number, max: number) =>
  wholeNumber(message, { allowNull: true }).min(min, message).max(max, message).nullable().optional();

/** POST /vehicles/{id}/reminders and PUT /reminders/{id} (issue 44): a date and/or a km, optionally repeating. */
export const reminderInputSchema = yup
  .object({
    kind: text(30, { invalid: MSG.reminderKindInvalid, tooLong: MSG.reminderKindInvalid })
      .required(MSG.reminderKindInvalid)
      .oneOf([...REMINDER_KINDS], MSG.reminderKindInvalid),
    description: optionalText(REMINDER_DESCRIPTION_MAX, { tooLong: MSG.reminderDescriptionMax }),
    dueDate: text(10, { invalid: MSG.reminderDueDateInvalid, tooLong: MSG.reminderDueDateInvalid })
      .transform((value: unknown, raw: unknown) => (raw === null || raw === '' ? undefined : value))
      .test('day', MSG.reminderDueDateInvalid, (value) => value === undefined || isReminderDay(value))
      .optional(),
    dueKilometer: optionalWhole(MSG.reminderDueKilometerInvalid, 0, KILOMETER_MAX),
    repeatMonths: optionalWhole(MSG.reminderRepeatMonthsInvalid, 1, REMINDER_REPEAT_MONTHS_MAX),
    repeatKilometers: optionalWhole(MSG.reminderRepeatKilometersInvalid, 1, REMINDER_REPEAT_KM_MAX),
    fixedInterval: booleanOnly().default(false),
    /** The form the reminder was written from (its detail's 'Hatırlatma Ekle'); checked against the vehicle. */
    sourceFormId: optionalWhole(MSG.invalidValue, 1, 2147483647),
  })
  .test('due', MSG.reminderDueRequired, function due(values) {
    if (!values || values.dueDate || (values.dueKilometer !== null && values.dueKilometer !== undefined)) return true;
    return this.createError({ path: 'dueDate', message: MSG.reminderDueRequired });
  });
export type ReminderInputValues = yup.InferType<typeof reminderInputSchema>;

const THRESHOLD_LABELS = {
  soonDays: 'Yakın eşiği (gün)',
  verySoonDays: 'Çok yakın eşiği (gün)',
  soonKilometers: 'Yakın eşiği (km)',
  verySoonKilometers: 'Çok yakın eşiği (km)',
} as const;

const threshold = (key: keyof typeof THRESHOLD_LABELS, max: number) => {
  const message = MSG.reminderThresholdRange(THRESHOLD_LABELS[key], 1, max);
  return wholeNumber(message).min(1, message).max(max, message).default(REMINDER_THRESHOLD_DEFAULTS[key]);
};

/** The settings' reminders section (issue 44): when a reminder becomes 'Yakın' and 'Çok Yakın'. */
export const reminderSettingsSchema = yup
  .object({
    soonDays: threshold('soonDays', 365),
    verySoonDays: threshold('verySoonDays', 365),
    soonKilometers: threshold('soonKilometers', 100_000),
    verySoonKilometers: threshold('verySoonKilometers', 100_000),
  })
  .test('order', MSG.reminderThresholdOrder, function order(values) {
    if (!values) return true;
    const at = (field: string) => (this.path ? `${this.path}.${field}` : field);
    if (values.verySoonDays >= values.soonDays) return this.createError({ path: at('verySoonDays'), message: MSG.reminderThresholdOrder });
    if (values.verySoonKilometers >= values.soonKilometers) return this.createError({ path: at('verySoonKilometers'), message: MSG.reminderThresholdOrder });
    return true;
  });
export type ReminderSettingsValues = yup.InferType<typeof reminderSettingsSchema>;

/** POST /reminders/{id}/done: optionally the form that did the work (of the same vehicle). */
export const reminderDoneSchema = yup.object({
  formId: optionalWhole(MSG.invalidValue, 1, 2147483647),
});
export type ReminderDoneValues = yup.InferType<typeof reminderDoneSchema>;

/**
 * POST /repairform/{id}/deferred-reminders: the rejected estimate's lines kept as 'Ertelenen İş'
 * reminders in one step, due on this day and/or kilometre (neither: one month from today).
 */
export const deferredRemindersSchema = yup.object({
  dueDate: text(10, { invalid: MSG.reminderDueDateInvalid, tooLong: MSG.reminderDueDateInvalid })
    .transform((value: unknown, raw: unknown) => (raw === null || raw === '' ? undefined : value))
    .test('day', MSG.reminderDueDateInvalid, (value) => value === undefined || isReminderDay(value))
    .optional(),
  dueKilometer: optionalWhole(MSG.reminderDueKilometerInvalid, 0, KILOMETER_MAX),
});
export type DeferredRemindersValues = yup.InferType<typeof deferredRemindersSchema>;
