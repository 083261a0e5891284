import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The same folding as foldForSearch, in SQL, for columns without a stored search_text. */
export const foldSql = (column: SQL | AnyPgColumn) =>
  sql`lower(translate(regexp_replace(trim(${column}), '\\s+', ' ', 'g'), 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))`;

export const digitsOf = (text: string) => text.replace(/\D/g, '');
/** Digits of a stored column, for phone and tax number filters typed with or without spaces. */
export const digitsSql = (column: AnyPgColumn) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;
