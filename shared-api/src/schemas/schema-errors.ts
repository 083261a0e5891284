import { ValidationError, type Schema } from 'yup';

/**
 * Every message per field path ({} when the values pass). It sits beside the shared schemas so
 * the error check uses the same yup they were built with: a remote's own copy of yup would not
 * recognise errors thrown by the shared-api singleton's copy.
 */
export function schemaErrors(schema: Schema, values: unknown): Record<string, string[]> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string[]> = {};
    for (const issue of error.inner.length ? error.inner : [error]) (errors[issue.path ?? ''] ??= []).push(issue.message);
    return errors;
  }
}
