import { MSG } from '@tamir/shared-api/domain';
import type { FastifySchemaValidationError } from 'fastify';
import type { AnyObject, ObjectSchema } from 'yup';
import { validationFailed, type FieldErrors } from './http-errors';

export const REQUIRED = 'Bu alan zorunludur';
export const INVALID_VALUE = 'Geçersiz değer';

/** One message per field, the first found (what the screens show under the field). */
function add(errors: FieldErrors, field: string, message: string) {
  errors[field] ??= [message];
}

export interface FieldMessages {
  /** The spec's text for a missing field, e.g. { username: 'Kullanıcı adı gereklidir' }. */
  required?: Record<string, string>;
  /** The text for a value of the wrong type, e.g. { kilometer: 'Kilometre 0 veya daha büyük olmalıdır' }. */
  invalid?: Record<string, string>;
}

/** Route-schema (typebox) failures in Turkish, one message per field. */
export function schemaErrorsToFields(errors: FastifySchemaValidationError[], messages: FieldMessages = {}): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (error.keyword === 'required') {
      const missing = (params.requiredProperties as string[] | undefined) ?? [params.missingProperty as string];
      for (const name of missing) {
        const field = path ? `${path}.${name}` : name;
        add(fields, field, messages.required?.[field] ?? REQUIRED);
      }
      continue;
    }
    if (!path) continue;
    if (error.keyword === 'maxLength') add(fields, path, MSG.tooLong(Number(params.limit)));
    else if (error.keyword === 'maxItems') add(fields, path, `En fazla ${Number(params.limit)} satır girilebilir`);
    else add(fields, path, messages.invalid?.[path] ?? INVALID_VALUE);
  }
  return fields;
}

/** Runs a shared yup schema over a body (every failure, not the first) and returns its cast value. */
export async function validateWith<T extends AnyObject>(schema: ObjectSchema<T>, body: unknown): Promise<T> {
  try {
    return (await schema.validate(body, { abortEarly: false, stripUnknown: true })) as T;
  } catch (error) {
    const failure = error as { name?: string; inner?: Array<{ path?: string; message: string }>; path?: string; message: string };
    if (failure?.name !== 'ValidationError') throw error;
    const fields: FieldErrors = {};
    const items = failure.inner?.length ? failure.inner : [failure];
    for (const item of items) add(fields, (item.path ?? '').replace(/\[(\d+)\]/g, '.$1') || 'body', item.message);
    throw validationFailed(fields);
  }
}
