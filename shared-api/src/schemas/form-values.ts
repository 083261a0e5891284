import type { AnyObjectSchema, InferType } from 'yup';

/** A form's values for the fields a schema checks: each one as typed. */
export type FormValuesOf<S extends AnyObjectSchema> = { [K in keyof InferType<S> & string]-?: string };

/** The names of the fields a schema checks, in its order. */
export const fieldNamesOf = <S extends AnyObjectSchema>(schema: S) => Object.keys(schema.fields) as (keyof InferType<S> & string)[];

/** A form's first values: each field of the schema as `source` holds it (as text), '' where it holds none. */
export function formValuesOf<S extends AnyObjectSchema>(schema: S, source?: object | null): FormValuesOf<S> {
  const from = (source ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fieldNamesOf(schema).map((name) => [name, typeof from[name] === 'string' ? from[name] : ''])) as FormValuesOf<S>;
}

/** The fields of an edit form whose value differs from the stored one, trimmed (a PUT sends only those). */
export function changedFields<V extends Record<K, string>, K extends string>(values: V, stored: Partial<Record<K, string | null>>, fields: readonly K[]) {
  const changed: Partial<Record<K, string>> = {};
  for (const field of fields) {
    if (values[field].trim() !== (stored[field] ?? '').trim()) changed[field] = values[field].trim();
  }
  return changed;
}
