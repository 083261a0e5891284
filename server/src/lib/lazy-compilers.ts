import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * Compiling every route's schemas (typebox validators, fast-json-stringify serializers) took about
 * half of the server's start-up after the database was open; most routes are not called in the
 * first minutes. Each route's validator and serializer are compiled at their first use instead
 * (a few milliseconds then), and behave exactly as when compiled at start.
 */
function lazy<Context, Fn extends (...args: never[]) => unknown>(compile: (context: Context) => Fn): (context: Context) => Fn {
  return (context) => {
    let compiled: Fn | undefined;
    return ((...args: Parameters<Fn>) => (compiled ??= compile(context))(...args)) as Fn;
  };
}

/** A string, or an object of strings alone: typebox's conversion of what Fastify parses changes nothing in it. */
function onlyStrings(schema: Record<string, unknown>): boolean {
  if (schema.type === 'string') return !('anyOf' in schema || 'allOf' in schema || 'oneOf' in schema);
  if (schema.type !== 'object' || typeof schema.properties !== 'object' || schema.properties === null) return false;
  if (typeof schema.additionalProperties === 'object' || 'patternProperties' in schema) return false;
  return Object.values(schema.properties as Record<string, Record<string, unknown>>).every(onlyStrings);
}

/**
 * Params, query and headers as the type provider checks them, without its conversion where it can
 * change nothing: Fastify hands these parts over as text (an array for a repeated query key), and
 * converting text to a string schema gives it back as it was, while the conversion itself walked
 * the schema and built its property patterns on every request (about 6 µs of a plate search,
 * issue 32). Schemas with a number, a boolean or a union keep the provider's convert-then-check.
 */
export const partValidatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  if (route.httpPart === 'body' || !onlyStrings(route.schema as Record<string, unknown>)) return TypeBoxValidatorCompiler(route);
  const check = Compile(route.schema);
  return (value: unknown) => (check.Check(value) ? { value } : { error: check.Errors(value) });
};

export const lazyValidatorCompiler: FastifySchemaCompiler<unknown> = lazy(partValidatorCompiler as FastifySchemaCompiler<unknown>);

const eagerSerializerFactory = SerializerSelector();

/** For Fastify's `schemaController.compilersFactory.buildSerializer`. */
export function lazySerializerFactory(externalSchemas: unknown, serializerOptions: unknown) {
  const compile = eagerSerializerFactory(externalSchemas as never, serializerOptions as never) as (context: unknown) => (data: unknown) => string;
  return lazy(compile);
}
