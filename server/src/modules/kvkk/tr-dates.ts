const DAY = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as its İstanbul day, 'dd.MM.yyyy' (the KVKK export and letters are read by people, in Turkish). */
export const trDate = (value: Date | string) => DAY.format(new Date(value));

/** An instant as 'dd.MM.yyyy HH:mm', İstanbul time. */
export const trDateTime = (value: Date | string) => `${trDate(value)} ${TIME.format(new Date(value))}`;

/** A calendar day 'YYYY-MM-DD' as 'dd.MM.yyyy' (no time zone: it is a day, not an instant). */
export const trDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
