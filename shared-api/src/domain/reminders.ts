import { formatThousands } from './kilometer';

/** Issue 44: what a reminder can be about. */
export const REMINDER_KINDS = ['Periyodik Bakım', 'Araç Muayenesi', 'Egzoz Emisyon', 'Trafik Sigortası', 'Kasko', 'Ertelenen İş', 'Diğer'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Most urgent first; computed on every answer, never stored. */
export const REMINDER_URGENCIES = ['Gecikti', 'Çok Yakın', 'Yakın', 'Uzak'] as const;
export type ReminderUrgency = (typeof REMINDER_URGENCIES)[number];

export interface ReminderThresholds {
  soonDays: number;
  verySoonDays: number;
  soonKilometers: number;
  verySoonKilometers: number;
}

/** The defaults (30 and 7 days, 1,000 and 300 km); the settings section overrides them. */
export const REMINDER_THRESHOLD_DEFAULTS: ReminderThresholds = { soonDays: 30, verySoonDays: 7, soonKilometers: 1000, verySoonKilometers: 300 };

/** More than this a day between two readings is not believed. */
export const MAX_PLAUSIBLE_KM_PER_DAY = 2000;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' (or a Date) to whole UTC days since the epoch. */
function dayNumber(value: string | Date): number {
  const d = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  return Math.floor(d.getTime() / DAY_MS);
}

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 2027-02-03 → 03.02.2027 */
export function formatTurkishDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/**
 * A typed day as the screens show it (GG.AA.YYYY, '3.2.2027' too) to 'YYYY-MM-DD'; '' for empty
 * input; null for text that is not a real day (31.02.2027 is not).
 */
export function parseTurkishDate(input: string): string | null {
  const text = String(input ?? '').trim();
  if (!text) return '';
  const match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso ? iso : null;
}

export interface KilometerReading {
  at: string | Date;
  kilometer: number;
  /** Where it was read (a form number), for the flag's message. */
  source?: string;
}

export interface FlaggedReading extends KilometerReading {
  reason: 'Önceki okumadan düşük' | 'Günde 2.000 km üzeri';
}

export interface ReadingAnalysis {
  /** The highest believed reading (0 when none). */
  currentKilometer: number;
  used: KilometerReading[];
  flagged: FlaggedReading[];
  /** From the first to the last believed reading; null with fewer than two or on one day. */
  kmPerDay: number | null;
}

/**
 * Reads a vehicle's kilometres in date order: a reading lower than a believed earlier one, or more
 * than 2,000 km a day above it, is flagged and not used.
 */
export function analyseReadings(readings: readonly KilometerReading[]): ReadingAnalysis {
  const sorted = [...readings].sort((a, b) => dayNumber(a.at) - dayNumber(b.at) || a.kilometer - b.kilometer);
  const used: KilometerReading[] = [];
  const flagged: FlaggedReading[] = [];
  for (const reading of sorted) {
    const last = used[used.length - 1];
    if (last && reading.kilometer < last.kilometer) {
      flagged.push({ ...reading, reason: 'Önceki okumadan düşük' });
      continue;
    }
    if (last) {
      const days = Math.max(1, dayNumber(reading.at) - dayNumber(last.at));
      if ((reading.kilometer - last.kilometer) / days > MAX_PLAUSIBLE_KM_PER_DAY) {
        flagged.push({ ...reading, reason: 'Günde 2.000 km üzeri' });
        continue;
      }
    }
    used.push(reading);
  }
  const first = used[0];
  const last = used[used.length - 1];
  const span = first && last ? dayNumber(last.at) - dayNumber(first.at) : 0;
  const kmPerDay = first && last && span >= 1 ? (last.kilometer - first.kilometer) / span : null;
  return { currentKilometer: last ? last.kilometer : 0, used, flagged, kmPerDay };
}

export interface ReminderDue {
  dueDate?: string | null;
  dueKilometer?: number | null;
}

export interface ReminderStanding {
  urgency: ReminderUrgency;
  dueReason: string;
  /** The day a km reminder is expected to fall due, from km per day. */
  projectedDate?: string;
}

function byDays(days: number, t: ReminderThresholds): ReminderUrgency {
  if (days < 0) return 'Gecikti';
  if (days <= t.verySoonDays) return 'Çok Yakın';
  if (days <= t.soonDays) return 'Yakın';
  return 'Uzak';
}

function byKm(km: number, t: ReminderThresholds): ReminderUrgency {
  if (km < 0) return 'Gecikti';
  if (km <= t.verySoonKilometers) return 'Çok Yakın';
  if (km <= t.soonKilometers) return 'Yakın';
  return 'Uzak';
}

const worse = (a: ReminderUrgency, b: ReminderUrgency) => (REMINDER_URGENCIES.indexOf(a) <= REMINDER_URGENCIES.indexOf(b) ? a : b);

function daysReason(days: number): string {
  if (days === 0) return 'Bugün';
  return days > 0 ? `${days} gün kaldı` : `${-days} gün gecikti`;
}

/**
 * The urgency of a reminder today: by date, by km (and by the date the km is projected for), with
 * both whichever comes first; the reason names the one that decided.
 */
export function reminderStanding(
  due: ReminderDue,
  now: { today: string | Date; currentKilometer: number; kmPerDay: number | null },
  thresholds: ReminderThresholds = REMINDER_THRESHOLD_DEFAULTS,
): ReminderStanding {
  const today = dayNumber(now.today);
  const candidates: ReminderStanding[] = [];
  if (due.dueDate) {
    const days = dayNumber(due.dueDate) - today;
    candidates.push({ urgency: byDays(days, thresholds), dueReason: daysReason(days) });
  }
  if (due.dueKilometer != null) {
    const left = due.dueKilometer - now.currentKilometer;
    if (left < 0) {
      candidates.push({ urgency: 'Gecikti', dueReason: `${formatThousands(-left)} km geçti` });
    } else if (now.kmPerDay && now.kmPerDay > 0) {
      const projectedDay = today + Math.ceil(left / now.kmPerDay);
      const projectedDate = isoDay(projectedDay);
      candidates.push({
        urgency: worse(byKm(left, thresholds), byDays(projectedDay - today, thresholds)),
        dueReason: `${formatThousands(left)} km kaldı, tahmini ${formatTurkishDate(projectedDate)}`,
        projectedDate,
      });
    } else {
      candidates.push({ urgency: byKm(left, thresholds), dueReason: `${formatThousands(left)} km kaldı` });
    }
  }
  if (candidates.length === 0) return { urgency: 'Uzak', dueReason: '' };
  return candidates.reduce((a, b) => (REMINDER_URGENCIES.indexOf(b.urgency) < REMINDER_URGENCIES.indexOf(a.urgency) ? b : a));
}
