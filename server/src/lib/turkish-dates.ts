/** Dates as documents and e-mails show them: Turkish, on İstanbul's clock whatever the server's zone. */
const TIME_ZONE = 'Europe/Istanbul';

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const longDate = new Intl.DateTimeFormat('tr-TR', { timeZone: TIME_ZONE, dateStyle: 'long' });

/** '21.11.2026 14:05'. */
export const formatDateTimeTr = (date: Date) => dateTime.format(date);

/** '21 Kasım 2026'. */
export const formatLongDateTr = (date: Date) => longDate.format(date);
