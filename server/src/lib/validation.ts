import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import type { Schema } from 'yup';
import { MSG, readWith } from '@tamir/shared-api/domain';
import { HttpError, validationFailed, type FieldErrors } from './http-errors';

/** One message per field, the first found (what the screens show under the field). */
function add(errors: FieldErrors, field: string, message: string) {
  errors[field] ??= [message];
}

export interface FieldMessages {
  /** The spec's text for a missing field, e.g. { email: '…' }. */
  required?: Record<string, string>;
  /** The text for a value of the wrong type, e.g. { email: 'Geçerli bir e-posta adresi giriniz' }. */
  invalid?: Record<string, string>;
}

/** Route-schema (typebox) failures of params, query and bodies without shared rules, in Turkish. */
export function schemaErrorsToFields(errors: FastifySchemaValidationError[], messages: FieldMessages = {}): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (error.keyword === 'required') {
      const missing = (params.requiredProperties as string[] | undefined) ?? [params.missingProperty as string];
      for (const name of missing) {
        const field = path ? `${path}.${name}` : name;
        add(fields, field, messages.required?.[field] ?? MSG.required);
      }
      continue;
    }
    if (!path) continue;
    if (error.keyword === 'maxLength') add(fields, path, MSG.tooLong(Number(params.limit)));
    else if (error.keyword === 'maxItems') add(fields, path, `En fazla ${Number(params.limit)} satır girilebilir`);
    else add(fields, path, messages.invalid?.[path] ?? MSG.invalidValue);
  }
  return fields;
}

/**
 * The route's one check of its body, by the shared yup schema the screens use too: the spec's
 * Turkish messages, one per field, and the handler gets the schema's normalised output (trimmed
 * text, the plate as stored, numbers as numbers). Params and query keep the typebox check; the
 * route's typebox body stays its OpenAPI description.
 */
export function bodyRules(rules: Schema): FastifySchemaCompiler<TSchema> {
  return (route) => {
    if (route.httpPart !== 'body') return TypeBoxValidatorCompiler(route);
    return (body: unknown) => {
      const result = readWith(rules, body);
      if (result.ok) return { value: result.value };
      // A body without some required fields is answered for those alone; the other rules (and the
      // cross-field ones) speak once it is complete, as the forms send every field.
      const issues = result.issues.some((issue) => issue.absent) ? result.issues.filter((issue) => issue.absent) : result.issues;
      const fields: FieldErrors = {};
      for (const { path, message } of issues) {
        if (path) add(fields, path.replace(/\[(\d+)\]/g, '.$1'), message);
      }
      // A body that is not an object at all names no field.
      return { error: Object.keys(fields).length > 0 ? validationFailed(fields) : new HttpError(400, MSG.invalidRequest) };
    };
  };
}
