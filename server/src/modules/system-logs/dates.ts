import { MSG, isLogDate } from '@tamir/shared-api/domain';
import { validationFailed } from '../../lib/http-errors';
import { dayRange, offsetAt } from '../../lib/istanbul-day';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?$/;
const MINUTE_MS = 60_000;

/** A date bound read from a filter: the first instant it covers and the first instant after it. */
interface Span {
  from: Date;
  /** Exclusive. */
  to: Date;
}

/**
 * The instants a filter's date covers. 'YYYY-MM-DD' is that whole İstanbul day; a date-time covers
 * its own precision (14:30 the whole minute, 14:30:05 that second, 14:30:05.250 that instant); a
 * date-time without a zone is İstanbul wall-clock time (administration §1: Turkish dates).
 */
export function spanOf(text: string): Span | null {
  if (!isLogDate(text)) return null;
  const day = DATE_ONLY.exec(text);
  if (day) return dayRange({ year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) });
  const m = DATE_TIME.exec(text)!;
  const [year, month, dayOfMonth, hours, minutes] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const seconds = m[6] === undefined ? 0 : Number(m[6]);
  const millis = m[7] === undefined ? 0 : Number(m[7].padEnd(3, '0').slice(0, 3));
  const wallMs = ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis;
  let start: number;
  if (m[8] === undefined) {
    start = dayRange({ year, month, day: dayOfMonth }).from.getTime() + wallMs;
  } else if (m[8] === 'Z') {
    start = Date.UTC(year, month - 1, dayOfMonth) + wallMs;
  } else {
    const zone = m[8].replace(':', '');
    const offsetMinutes = (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)));
    start = Date.UTC(year, month - 1, dayOfMonth) + wallMs - offsetMinutes * MINUTE_MS;
  }
  const step = m[7] !== undefined ? 1 : m[6] !== undefined ? 1000 : MINUTE_MS;
  return { from: new Date(start), to: new Date(start + step) };
}

/** A filter's period: from the start of startDate up to the end of endDate (each optional). */
export interface Period {
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** startDate/endDate of a filter as a period; a bad date or an end before the start → 400 on that field. */
export function periodOf(startDate?: string, endDate?: string): Period {
  const errors: Record<string, string[]> = {};
  const start = startDate ? spanOf(startDate) : null;
  const end = endDate ? spanOf(endDate) : null;
  if (startDate && !start) errors.startDate = [MSG.logDateInvalid];
  if (endDate && !end) errors.endDate = [MSG.logDateInvalid];
  if (start && end && end.to <= start.from) errors.endDate = [MSG.dateRangeInvalid];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { ...(start ? { from: start.from } : {}), ...(end ? { to: end.to } : {}) };
}

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The İstanbul calendar day of an instant, 'YYYY-MM-DD'. */
export const istanbulDayKey = (instant: Date) => dayKeyFormat.format(instant);

const HOUR_MS = 3_600_000;
const offsets = new Map<number, number>();

/** İstanbul's offset from UTC at an instant, cached per hour (an export formats a million dates). */
function istanbulOffsetMs(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = offsetAt(hour * HOUR_MS);
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The İstanbul wall clock of an instant as a Date whose UTC fields show it (what a spreadsheet cell holds). */
const istanbulWallClock = (instant: Date) => new Date(instant.getTime() + istanbulOffsetMs(instant.getTime()));

/** 'YYYY-MM-DD HH:mm:ss' in İstanbul time. */
export const istanbulDateTime = (instant: Date) => istanbulWallClock(instant).toISOString().slice(0, 19).replace('T', ' ');
