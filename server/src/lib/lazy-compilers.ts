import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler } from 'fastify';

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

export const lazyValidatorCompiler: FastifySchemaCompiler<unknown> = lazy(TypeBoxValidatorCompiler as FastifySchemaCompiler<unknown>);

const eagerSerializerFactory = SerializerSelector();

/** For Fastify's `schemaController.compilersFactory.buildSerializer`. */
export function lazySerializerFactory(externalSchemas: unknown, serializerOptions: unknown) {
  const compile = eagerSerializerFactory(externalSchemas as never, serializerOptions as never) as (context: unknown) => (data: unknown) => string;
  return lazy(compile);
}
