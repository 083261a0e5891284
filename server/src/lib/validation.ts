import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { InferType, Schema } from 'yup';
import { jsonSchemaOf, MSG, readWith } from '@tamir/shared-api/domain';
import { HttpError, validationFailed, type FieldErrors } from './http-errors';
import { partValidatorCompiler } from './lazy-compilers';

/** One message per field, the first found (what the screens show under the field). */
function add(errors: FieldErrors, field: string, message: string) {
  errors[field] ??= [message];
}

/** Route-schema (typebox) failures of params and query, in Turkish (bodies are checked by bodyRules). */
export function schemaErrorsToFields(errors: FastifySchemaValidationError[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (error.keyword === 'required') {
      const missing = (params.requiredProperties as string[] | undefined) ?? [params.missingProperty as string];
      for (const name of missing) {
        const field = path ? `${path}.${name}` : name;
        add(fields, field, MSG.required);
      }
      continue;
    }
    if (!path) continue;
    if (error.keyword === 'maxLength') add(fields, path, MSG.tooLong(Number(params.limit)));
    else if (error.keyword === 'maxItems') add(fields, path, `En fazla ${Number(params.limit)} satır girilebilir`);
    else add(fields, path, MSG.invalidValue);
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
    if (route.httpPart !== 'body') return partValidatorCompiler(route);
    BODY_CONTRACTS.set(`${route.method} ${route.url}`, rules);
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

/** Each route's body rules by 'METHOD /url', as the routes were compiled (read by the contract test). */
export const BODY_CONTRACTS = new Map<string, Schema>();

/**
 * A route's options whose body is declared once, by its shared yup schema: the route checks the
 * body with it (bodyRules) and its OpenAPI body is derived from it (jsonSchemaOf).
 */
export function withBody<R extends Schema, S extends object>(rules: R, schema: S) {
  // Typed as the schema's output, so the handler's request.body is what bodyRules hands it.
  const body = Type.Unsafe<InferType<R>>(jsonSchemaOf(rules) as TSchema);
  return { schema: { ...schema, body }, validatorCompiler: bodyRules(rules) };
}
