import type { Schema, SchemaDescription, SchemaFieldDescription } from 'yup';

/**
 * The OpenAPI (3.0) description of a request body, derived from the yup schema that checks it: the
 * server's route declares the yup schema once and its document shows this. What yup's describe()
 * cannot show (a choice among values, a description) a schema carries as `.meta({ openapi })`.
 */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: readonly unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  nullable?: boolean;
  default?: unknown;
  description?: string;
}

/** What a schema may add to its derived description (`yup.string().meta({ openapi: { enum } })`). */
export interface OpenApiMeta {
  openapi?: Partial<JsonSchema>;
}

type Described = SchemaDescription & {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription;
  meta?: OpenApiMeta;
};

const TYPES: Record<string, JsonSchema['type']> = { string: 'string', number: 'number', boolean: 'boolean', array: 'array', object: 'object', date: 'string' };

function bounds(described: Described, schema: JsonSchema): void {
  const integer = described.tests.some((test) => test.name === 'integer');
  if (schema.type === 'number' && integer) schema.type = 'integer';
  const [min, max] =
    schema.type === 'string'
      ? (['minLength', 'maxLength'] as const)
      : schema.type === 'array'
        ? (['minItems', 'maxItems'] as const)
        : (['minimum', 'maximum'] as const);
  for (const { name, params } of described.tests) {
    const values = (params ?? {}) as Record<string, unknown>;
    if (name === 'min' && typeof values.min === 'number') schema[min] = values.min;
    else if (name === 'max' && typeof values.max === 'number') schema[max] = values.max;
    else if (name === 'min' && typeof values.more === 'number') Object.assign(schema, { minimum: values.more, exclusiveMinimum: true });
    else if (name === 'max' && typeof values.less === 'number') Object.assign(schema, { maximum: values.less, exclusiveMaximum: true });
    else if (name === 'matches' && values.regex instanceof RegExp) schema.pattern = values.regex.source;
  }
}

function fromDescription(described: Described): JsonSchema {
  const schema: JsonSchema = {};
  const type = TYPES[described.type];
  if (type) schema.type = type;
  if (described.fields) {
    schema.properties = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(described.fields)) {
      const inner = field as Described;
      schema.properties[name] = fromDescription(inner);
      if (inner.optional === false) required.push(name);
    }
    if (required.length > 0) schema.required = required;
  }
  if (described.innerType) schema.items = fromDescription(described.innerType as Described);
  bounds(described, schema);
  const choices = described.oneOf.filter((value) => value !== undefined && value !== null && typeof value !== 'object');
  if (choices.length > 0) schema.enum = choices;
  if (described.nullable) schema.nullable = true;
  const fallback = (described as { default?: unknown }).default;
  if (fallback !== undefined && (typeof fallback !== 'object' || fallback === null)) schema.default = fallback;
  if (described.label) schema.description = described.label;
  return { ...schema, ...described.meta?.openapi };
}

/** The body's JSON schema as the OpenAPI document shows it. */
export function jsonSchemaOf(schema: Schema): JsonSchema {
  return fromDescription(schema.describe() as Described);
}
