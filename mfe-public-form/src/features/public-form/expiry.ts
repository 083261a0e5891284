import { LIMITS } from '@tamir/shared-api/lite';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The server's way of saying the link expired: a 404 whose message contains 'süresi dolmuş' (core-journeys §4). */
export function isExpiredMessage(message: string | null | undefined): boolean {
  return !!message && message.toLocaleLowerCase('tr-TR').includes('süresi dolmuş');
}

/**
 * The last moment the link opens the form: the server's expiresAt, never later than 30 days after
 * the form was created (isPastPublicValidity's rule); null when neither date can be read.
 */
export function linkValidUntil(form: { createdAt: string; expiresAt: string }): Date | null {
  const ends = [Date.parse(form.expiresAt), Date.parse(form.createdAt) + LIMITS.publicFormValidityDays * DAY_MS].filter((time) => !Number.isNaN(time));
  return ends.length > 0 ? new Date(Math.min(...ends)) : null;
}

/** More than 30 days since the form was created: the public page treats it as expired. */
export function isPastPublicValidity(createdAt: string, now: number = Date.now()): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return now - created > LIMITS.publicFormValidityDays * DAY_MS;
}
