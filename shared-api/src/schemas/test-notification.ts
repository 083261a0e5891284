import * as yup from 'yup';
import { isValidEmail } from '../domain/contact';
import { LIMITS } from '../domain/limits';
import { MSG } from '../domain/messages';
import { optionalText, wholeNumber } from './fields';

/** administration §3: a notification is an e-mail or an SMS. */
export const NOTIFICATION_TYPES = ['Email', 'SMS'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const max = LIMITS.notification;

/**
 * POST /notification/test-email (administration §5 Test notification, §7): the shape of the body,
 * read by the route and by the dialog. type Email when absent or ''; texts trimmed, absent as ''.
 * Which fields must be filled depends on the caller (a Tamirci's recipient is their company's
 * address), so the spec's ordered messages are `testNotificationProblem`'s.
 */
export const testNotificationSchema = yup.object({
  type: optionalText(10, { invalid: MSG.invalidValue, tooLong: MSG.invalidValue })
    .transform((value: unknown) => (value === '' ? 'Email' : value))
    .default('Email')
    .oneOf(NOTIFICATION_TYPES, MSG.invalidValue),
  companyId: wholeNumber(MSG.invalidValue)
    .transform((value: unknown, raw: unknown) => (raw === null || raw === '' ? undefined : value))
    .min(1, MSG.invalidValue)
    .max(2147483647, MSG.invalidValue)
    .nullable()
    .optional(),
  recipient: optionalText(max.recipient, { tooLong: MSG.emailInvalid }),
  subject: optionalText(max.subject),
  body: optionalText(max.body),
});
export type TestNotificationValues = yup.InferType<typeof testNotificationSchema>;

export interface TestNotificationProblem {
  message: string;
  /** The fields the message is about (none for a message about the whole form). */
  fields: Array<'type' | 'companyId' | 'recipient' | 'subject' | 'body'>;
}

/**
 * The checks of a test notification in the spec's order (administration §5): SMS sending is
 * inactive; a non-admin must choose a company ('Lütfen bir firma seçin'); then recipient, subject
 * and body must all be filled ('Lütfen tüm alanları doldurun'); then the recipient must be an
 * e-mail address. `recipient` is the address it would go to (a Tamirci's: their company's). The
 * first problem, or null.
 */
export function testNotificationProblem(
  values: { type?: string | null; companyId?: number | string | null; recipient?: string | null; subject?: string | null; body?: string | null },
  { isAdmin }: { isAdmin: boolean },
): TestNotificationProblem | null {
  if (values.type === 'SMS') return { message: MSG.smsInactive, fields: ['type'] };
  if (!isAdmin && !values.companyId) return { message: MSG.chooseCompany, fields: ['companyId'] };
  const empty = (['recipient', 'subject', 'body'] as const).filter((name) => !values[name]?.trim());
  if (empty.length > 0) return { message: MSG.fillAllFields, fields: [...empty] };
  if (!isValidEmail(values.recipient!.trim())) return { message: MSG.emailInvalid, fields: ['recipient'] };
  return null;
}

/** POST /notification/resend: the failed notification to send again. */
export const resendNotificationSchema = yup.object({
  notificationId: wholeNumber(MSG.invalidValue).min(1, MSG.invalidValue).max(2147483647, MSG.invalidValue).required(MSG.required),
});
export type ResendNotificationValues = yup.InferType<typeof resendNotificationSchema>;
