import { LIMITS } from '@tamir/shared-api/lite';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The server's way of saying the link expired: a 404 whose message contains 'süresi dolmuş' (core-journeys §4). */
export function isExpiredMessage(message: string | null | undefined): boolean {
  return !!message && message.toLocaleLowerCase('tr-TR').includes('süresi dolmuş');
}

/** More than 30 days since the form was created: the public page treats it as expired. */
export function isPastPublicValidity(createdAt: string, now: number = Date.now()): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return now - created > LIMITS.publicFormValidityDays * DAY_MS;
}
