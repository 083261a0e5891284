import * as yup from 'yup';
import { MSG } from '../domain/messages';

/**
 * Stands in for a JSON value of the wrong type (a number, array or object where text belongs),
 * so the field reports its type message instead of yup coercing it (5 → '5', [7] → 7).
 */
const WRONG_TYPE = Object.freeze({ wrongType: true });

interface TextOptions {
  /** Message for a value over `max`; 'En fazla n karakter olabilir' when not given. */
  tooLong?: string;
  /** Message for a value that is not text. */
  invalid?: string;
  /** Trims the text before the checks (default true). */
  trim?: boolean;
  /** Reads a given value through this instead of trimming it (e.g. normalizePlate). */
  normalize?: (text: string) => string;
}

function readText(trim: boolean, nullIsAbsent: boolean, normalize?: (text: string) => string) {
  return (_value: unknown, raw: unknown) => {
    if (typeof raw === 'string') return normalize ? normalize(raw) : trim ? raw.trim() : raw;
    if (raw === null && nullIsAbsent) return undefined;
    return raw === undefined ? raw : WRONG_TYPE;
  };
}

/** A text field that must be text when given; null counts as a wrong type. */
export function text(max: number, { tooLong = MSG.tooLong(max), invalid = MSG.invalidValue, trim = true, normalize }: TextOptions = {}) {
  return yup
    .string()
    .typeError(invalid)
    .transform(readText(trim, false, normalize))
    .max(max, tooLong);
}

/** An optional text field: absent or null reads as ''. */
export function optionalText(max: number, options: TextOptions = {}) {
  const { tooLong = MSG.tooLong(max), invalid = MSG.invalidValue, trim = true, normalize } = options;
  return yup
    .string()
    .typeError(invalid)
    .transform(readText(trim, true, normalize))
    .max(max, tooLong)
    .default('');
}

const DIGITS = /^\s*-?\d[\d\s]*$/;

const isWholeNumberInput = (raw: unknown) => typeof raw === 'number' || (typeof raw === 'string' && DIGITS.test(raw));

/**
 * A whole number given as a JSON number or as digits in a string ('1e1' and '0x1' are not); anything
 * else is `invalid`. With `allowNull`, a JSON null stays null (for fields that may be cleared).
 */
export function wholeNumber(invalid: string, { allowNull = false } = {}) {
  return yup
    .number()
    .typeError(invalid)
    .transform((value: unknown, raw: unknown) => {
      if (allowNull && raw === null) return null;
      return isWholeNumberInput(raw) ? value : Number.NaN;
    })
    .integer(invalid);
}

/** A list that must be a JSON array when given (a string is not parsed as one). */
export function list<T extends yup.Schema>(item: T, invalid: string = MSG.invalidValue) {
  return yup
    .array(item)
    .typeError(invalid)
    .transform((value: unknown, raw: unknown) => (raw === undefined || Array.isArray(raw) ? value : WRONG_TYPE));
}

/** Text of a field an object-level test reads, whatever the caller sent. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** true/false only (a checkbox, a JSON boolean); 'true' or 1 are not read as true. */
export const booleanOnly = () =>
  yup
    .boolean()
    .typeError(MSG.invalidValue)
    .transform((value: unknown, raw: unknown) => (typeof raw === 'boolean' ? raw : raw === undefined ? undefined : Number.NaN))
    .strict(false);
