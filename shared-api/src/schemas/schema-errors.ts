import { ValidationError, type Schema } from 'yup';

/** One failed rule: the field's path ('' for the whole value), its message, and whether the field was missing. */
export interface SchemaIssue {
  path: string;
  message: string;
  absent: boolean;
}

/**
 * Values read through a schema: its normalised output (unknown keys dropped), or every failed
 * rule. It sits beside the shared schemas so the error check uses the same yup they were built
 * with: a remote's own copy of yup would not recognise errors thrown by the shared-api singleton's
 * copy (and the server reads request bodies through it for the same reason).
 */
export function readWith<T>(schema: Schema<T>, values: unknown): { ok: true; value: T } | { ok: false; issues: SchemaIssue[] } {
  try {
    return { ok: true, value: schema.validateSync(values, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const failed = error.inner.length ? error.inner : [error];
    return { ok: false, issues: failed.map((issue) => ({ path: issue.path ?? '', message: issue.message, absent: issue.type === 'optionality' })) };
  }
}

/** Every message per field path ({} when the values pass). */
export function schemaErrors(schema: Schema, values: unknown): Record<string, string[]> {
  const result = readWith(schema, values);
  const errors: Record<string, string[]> = {};
  if (!result.ok) for (const issue of result.issues) (errors[issue.path] ??= []).push(issue.message);
  return errors;
}
