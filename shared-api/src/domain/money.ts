/**
 * Money and the estimate's lines (issue 28), written once: every amount is integer kuruş (never a
 * float); a quantity is carried in hundredths (1,5 saat = 150). Rounding is per line, half up:
 * the line total is quantity × unit price rounded to the kuruş, and its KDV is the line total ×
 * rate rounded to the kuruş; the subtotal, the KDV per rate and the grand total are sums of those.
 * Bounds (LIMITS.repairItems) keep every sum below 2^53, so plain numbers stay exact.
 */

export const ITEM_KINDS = ['Parça', 'İşçilik'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const ITEM_UNITS = ['adet', 'saat', 'litre', 'metre', 'takım'] as const;
export type ItemUnit = (typeof ITEM_UNITS)[number];

export const VAT_RATES = [0, 1, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 20;

/** The unit a new line of each kind starts with. */
export const DEFAULT_UNIT: Record<ItemKind, ItemUnit> = { Parça: 'adet', İşçilik: 'saat' };

/** a / b rounded half up, for whole a ≥ 0 and b > 0 (exact: integer arithmetic). */
export function divideHalfUp(a: number, b: number): number {
  const quotient = Math.floor(a / b);
  const rest = a - quotient * b;
  return rest * 2 >= b ? quotient + 1 : quotient;
}

/** A quantity (up to 2 decimals) in hundredths: 1.5 → 150; null when it has more decimals or is not a finite number. */
export function quantityToHundredths(quantity: number): number | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return null;
  const hundredths = Math.round(quantity * 100);
  // 1.15 * 100 is 114.99999999999999: a quantity of at most 2 decimals lands within a hair of a whole number.
  return Math.abs(quantity * 100 - hundredths) < 1e-6 ? hundredths : null;
}

export const hundredthsToQuantity = (hundredths: number): number => hundredths / 100;

/** quantity (in hundredths) × unit price, half up to the kuruş. */
export const lineTotalKurus = (quantityHundredths: number, unitPriceKurus: number): number => divideHalfUp(quantityHundredths * unitPriceKurus, 100);

/** A line's KDV: its total × rate %, half up to the kuruş. */
export const lineVatKurus = (lineTotal: number, vatRate: number): number => divideHalfUp(lineTotal * vatRate, 100);

export interface PricedLineInput {
  quantityHundredths: number;
  unitPriceKurus: number;
  vatRate: number;
}

export interface VatByRate {
  vatRate: number;
  /** The lines' totals at this rate (the KDV's base). */
  baseKurus: number;
  vatKurus: number;
}

export interface EstimateTotals {
  /** Per line, in the lines' order. */
  lines: { lineTotalKurus: number; vatKurus: number }[];
  subtotalKurus: number;
  /** Only the rates used, lowest first. */
  vatByRate: VatByRate[];
  vatKurus: number;
  totalKurus: number;
}

/** Every figure of an estimate from its lines. */
export function estimateTotals(lines: readonly PricedLineInput[]): EstimateTotals {
  const perLine = lines.map((line) => {
    const total = lineTotalKurus(line.quantityHundredths, line.unitPriceKurus);
    return { lineTotalKurus: total, vatKurus: lineVatKurus(total, line.vatRate) };
  });
  const byRate = new Map<number, VatByRate>();
  lines.forEach((line, index) => {
    const entry = byRate.get(line.vatRate) ?? { vatRate: line.vatRate, baseKurus: 0, vatKurus: 0 };
    entry.baseKurus += perLine[index].lineTotalKurus;
    entry.vatKurus += perLine[index].vatKurus;
    byRate.set(line.vatRate, entry);
  });
  const subtotalKurus = perLine.reduce((sum, line) => sum + line.lineTotalKurus, 0);
  const vatKurus = perLine.reduce((sum, line) => sum + line.vatKurus, 0);
  return {
    lines: perLine,
    subtotalKurus,
    vatByRate: [...byRate.values()].sort((a, b) => a.vatRate - b.vatRate),
    vatKurus,
    totalKurus: subtotalKurus + vatKurus,
  };
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Kuruş the Turkish way: 123456 → '1.234,56 ₺'; 5 → '0,05 ₺'; -150 → '-1,50 ₺'. */
export function formatKurus(kurus: number): string {
  if (!Number.isFinite(kurus)) return '-';
  const whole = Math.trunc(kurus);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${groupThousands(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, '0')} ₺`;
}

/** Kuruş as an input shows it, without the currency: 123456 → '1.234,56'. */
export const kurusInputText = (kurus: number): string => formatKurus(kurus).replace(' ₺', '');

/**
 * A typed Turkish amount in kuruş: '1.234,56' → 123456, '1234,5' → 123450, '12' → 1200,
 * '1.234' → 123400 (dots group thousands), '₺ 5,00' → 500. Also '12.50' (a dot before one or two
 * last digits reads as the decimal sign). Empty, negative, more than 2 decimals or stray
 * characters → null.
 */
export function parseKurusInput(input: string): number | null {
  const text = String(input ?? '')
    .replace(/₺|TL/gi, '')
    .replace(/\s/g, '');
  if (!text) return null;
  let whole: string;
  let fraction = '';
  if (text.includes(',')) {
    const match = /^(\d{1,3}(?:\.\d{3})*|\d+),(\d{1,2})$/.exec(text);
    if (!match) return null;
    whole = match[1].replace(/\./g, '');
    fraction = match[2];
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text) || /^\d+$/.test(text)) {
    whole = text.replace(/\./g, '');
  } else {
    const match = /^(\d+)\.(\d{1,2})$/.exec(text);
    if (!match) return null;
    whole = match[1];
    fraction = match[2];
  }
  const kurus = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(kurus) ? kurus : null;
}

/** A quantity the Turkish way: 1.5 → '1,5'; 1250 → '1.250'. */
export function formatQuantity(quantity: number): string {
  const hundredths = quantityToHundredths(quantity);
  if (hundredths === null) return '-';
  const whole = groupThousands(String(Math.floor(hundredths / 100)));
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole},${fraction}` : whole;
}

/** A typed quantity: '1,5' → 1.5, '2' → 2, '1.250,25' → 1250.25; more than 2 decimals or anything else → null. */
export function parseQuantityInput(input: string): number | null {
  const kurus = parseKurusInput(input);
  return kurus === null ? null : kurus / 100;
}

/** '%20' as the screens label a KDV rate. */
export const formatVatRate = (rate: number): string => `%${rate}`;
