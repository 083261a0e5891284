type DateInput = Date | string | number | null | undefined;

const EMPTY = '-';

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateFormat = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const longDateFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long' });

/** '21.11.2026 14:05' (tr-TR, day month year hour minute); '-' for a missing or invalid date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : EMPTY;
}

const turkeyDateTimeFormat = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

/** As formatDateTime, always in Turkey's time (a document's times read the same on the server's page and any device). */
export function formatTurkeyDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? turkeyDateTimeFormat.format(date) : EMPTY;
}

const dateInWordsFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' });

/** '12 Aralık 2026', the day in Turkey's time (as the form e-mail gives a link's last day). */
export function formatDateInWords(value: DateInput): string {
  const date = toDate(value);
  return date ? dateInWordsFormat.format(date) : EMPTY;
}

/** '21.11.2026'. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : EMPTY;
}

/** '21 Kasım 2026 Cumartesi': the layout header's date. */
export function formatLongDate(value: DateInput = new Date()): string {
  const date = toDate(value);
  return date ? longDateFormat.format(date) : EMPTY;
}

/** Day key 'YYYY-MM-DD' in local time, for inclusive by-day date filters. */
export function toDayKey(value: DateInput): string | null {
  const date = toDate(value);
  if (!date) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
