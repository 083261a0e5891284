/** Days are Turkish days: a form made at 00:30 in İstanbul belongs to that day, whatever the server's zone. */
const TIME_ZONE = 'Europe/Istanbul';
const HOUR_MS = 3_600_000;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClock(instant: number) {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** The zone's offset from UTC at an instant, in ms (three hours since 2016; older dates had summer time). */
export function offsetAt(instant: number): number {
  const wall = wallClock(instant);
  const seconds = Math.floor(instant / 1000) * 1000;
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - seconds;
}

/** The instant a calendar day starts in İstanbul. */
function startOfDay(year: number, month: number, day: number): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  const guess = utcMidnight - offsetAt(utcMidnight - 3 * HOUR_MS);
  return new Date(utcMidnight - offsetAt(guess));
}

export interface DayRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive: the start of the next day. */
  to: Date;
}

/** 'YYYY-MM-DD' of a real calendar day → its parts; anything else → null. */
export function parseDay(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** From the start of the first day to the start of the day after the last, both in İstanbul. */
export function dayRange(first: { year: number; month: number; day: number }, last = first): DayRange {
  return { from: startOfDay(first.year, first.month, first.day), to: startOfDay(last.year, last.month, last.day + 1) };
}

/** Today in İstanbul. */
export function todayRange(now = Date.now()): DayRange {
  const wall = wallClock(now);
  return dayRange({ year: wall.year, month: wall.month, day: wall.day });
}

/** The instant 1 January starts in İstanbul, `yearsBack` years before the İstanbul year of `now`. */
export function yearStart(now: number, yearsBack = 0): Date {
  return startOfDay(wallClock(now).year - yearsBack, 1, 1);
}
