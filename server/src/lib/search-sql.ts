import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likePattern } from './search-text';

/** The same folding as foldForSearch, in SQL, for columns without a stored search_text. */
export const foldSql = (column: SQL | AnyPgColumn) =>
  sql`lower(translate(regexp_replace(trim(${column}), '\\s+', ' ', 'g'), 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))`;

export const digitsOf = (text: string) => text.replace(/\D/g, '');
/** Digits of a stored column, for phone and tax number filters typed with or without spaces. */
export const digitsSql = (column: AnyPgColumn) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/** The columns of a party with contact details (a company, a repair shop). */
export interface ContactColumns {
  name: AnyPgColumn;
  contactEmail: AnyPgColumn;
  contactPhone: AnyPgColumn;
  taxNumber: AnyPgColumn;
}

/**
 * The list filters of companies and repair shops: name and e-mail contain the text (case- and
 * Turkish-accent-insensitive); phone and tax number contain the digits.
 */
export function contactConditions(columns: ContactColumns, query: { name?: string; email?: string; phone?: string; taxNumber?: string }): SQL[] {
  const conditions: SQL[] = [];
  const name = query.name?.trim();
  if (name) conditions.push(sql`${foldSql(columns.name)} like ${likePattern(name)}`);
  const email = query.email?.trim();
  if (email) conditions.push(sql`${foldSql(sql`coalesce(${columns.contactEmail}, '')`)} like ${likePattern(email)}`);
  for (const [text, column] of [
    [query.phone, columns.contactPhone],
    [query.taxNumber, columns.taxNumber],
  ] as const) {
    if (!text?.trim()) continue;
    const digits = digitsOf(text);
    // Text without a digit cannot be part of a phone or tax number.
    conditions.push(digits ? sql`${digitsSql(column)} like ${`%${digits}%`}` : sql`false`);
  }
  return conditions;
}
