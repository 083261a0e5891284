import { isValidTckn } from './kvkk';
/**
 * e-Arşiv / e-Fatura (issue 43): the identifiers and texts both the screens and the server check.
 * Facts: shared/TURKEY.md and GİB's UBL-TR 1.2.1 rules (server/rules/ubl-tr).
 */

export const INVOICE_PROFILES = ['TEMELFATURA', 'EARSIVFATURA'] as const;
export type InvoiceProfile = (typeof INVOICE_PROFILES)[number];

export const INVOICE_TYPE_CODES = ['SATIS', 'IADE'] as const;
export type InvoiceTypeCode = (typeof INVOICE_TYPE_CODES)[number];

export const BUYER_KINDS = ['VKN', 'TCKN'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];

/** GİB's number: 3-character prefix, the year, a 9-digit sequence. */
export const INVOICE_NUMBER_PATTERN = /^[A-Z0-9]{3}20[0-9]{2}[0-9]{9}$/;
/** The shop's series prefix: three capital letters or digits. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{3}$/;

/** 'e-Arşiv Fatura' / 'e-Fatura', as the print heads it. */
export const INVOICE_PROFILE_LABELS: Record<InvoiceProfile, string> = { TEMELFATURA: 'e-Fatura', EARSIVFATURA: 'e-Arşiv Fatura' };
export const INVOICE_TYPE_LABELS: Record<InvoiceTypeCode, string> = { SATIS: 'Satış Faturası', IADE: 'İade Faturası' };

/** A VKN (vergi kimlik numarası): 10 digits. */
export const isValidVkn = (value: string): boolean => /^[0-9]{10}$/.test(value);

export const isValidPartyId = (kind: BuyerKind, id: string): boolean => (kind === 'VKN' ? isValidVkn(id) : isValidTckn(id));

const ONES = ['', 'BİR', 'İKİ', 'ÜÇ', 'DÖRT', 'BEŞ', 'ALTI', 'YEDİ', 'SEKİZ', 'DOKUZ'];
const TENS = ['', 'ON', 'YİRMİ', 'OTUZ', 'KIRK', 'ELLİ', 'ALTMIŞ', 'YETMİŞ', 'SEKSEN', 'DOKSAN'];
const SCALES = ['', 'BİN', 'MİLYON', 'MİLYAR', 'TRİLYON'];

/** 0–999 in words ('' for 0); 'YÜZ', not 'BİR YÜZ'. */
function hundreds(n: number): string[] {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  if (h > 0) words.push(...(h > 1 ? [ONES[h]] : []), 'YÜZ');
  const t = Math.floor((n % 100) / 10);
  if (t > 0) words.push(TENS[t]);
  if (n % 10 > 0) words.push(ONES[n % 10]);
  return words;
}

/** A whole number in Turkish words, capitals: 1234 → 'BİN İKİ YÜZ OTUZ DÖRT'; 0 → 'SIFIR'; 1000 → 'BİN' (not 'BİR BİN'). */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('numberInWords: a whole number ≥ 0');
  if (value === 0) return 'SIFIR';
  const words: string[] = [];
  let rest = value;
  const groups: number[] = [];
  while (rest > 0) {
    groups.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const group = groups[scale];
    if (group === 0) continue;
    if (scale === 1 && group === 1) words.push('BİN');
    else words.push(...hundreds(group), ...(SCALES[scale] ? [SCALES[scale]] : []));
  }
  return words.join(' ');
}

/** The invoice's note: 123456 kuruş → 'YALNIZ: BİN İKİ YÜZ OTUZ DÖRT TL ELLİ ALTI KR'. */
export function amountInWordsNote(kurus: number): string {
  const abs = Math.abs(kurus);
  return `YALNIZ: ${numberInWords(Math.floor(abs / 100))} TL ${numberInWords(abs % 100)} KR`;
}
