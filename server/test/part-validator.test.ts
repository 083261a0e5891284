import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { Type, type TSchema } from 'typebox';
import * as dto from '@tamir/shared-api/dto';
import { partValidatorCompiler } from '../src/lib/lazy-compilers';

type Result = { value?: unknown; error?: unknown[] };
const route = (schema: TSchema, httpPart: string) => ({ schema, httpPart, method: 'GET', url: '/x' }) as FastifyRouteSchemaDef<TSchema>;

/** Every params and query schema the API declares. */
const PARTS = Object.entries(dto).filter(([name, schema]) => /(Params|Query)$/.test(name) && (schema as { type?: string }).type === 'object') as [
  string,
  TSchema & { properties: Record<string, unknown> },
][];

/** Values as Fastify hands a route's params and query over: text, a repeated key's array, nothing, too much. */
function inputsFor(schema: { properties: Record<string, unknown> }): Record<string, unknown>[] {
  const keys = Object.keys(schema.properties);
  const texts = ['', 'abc', '12', '0', '-3', 'true', '34 ABC 123', 'ş'.repeat(60), '9'.repeat(201), 'Information'];
  const inputs: Record<string, unknown>[] = [{}, { extra: 'x' }];
  for (const key of keys) {
    for (const text of texts) inputs.push({ [key]: text });
    inputs.push({ [key]: ['1', '2'] });
  }
  inputs.push(Object.fromEntries(keys.map((key) => [key, '1'])));
  return inputs;
}

describe('params and query checks without the needless conversion (issue 32)', () => {
  it('the API declares params and query schemas, and most are text alone', () => {
    assert.ok(PARTS.length >= 20, `${PARTS.length} schemas`);
    assert.ok(PARTS.some(([name]) => name === 'PlateParams'));
  });

  for (const httpPart of ['params', 'querystring']) {
    it(`answers every ${httpPart} value exactly as the type provider's convert-then-check does`, () => {
      let compared = 0;
      for (const [name, schema] of PARTS) {
        const fast = partValidatorCompiler(route(schema, httpPart)) as (value: unknown) => Result;
        const provider = TypeBoxValidatorCompiler(route(schema, httpPart)) as (value: unknown) => Result;
        for (const input of inputsFor(schema)) {
          const mine = fast(structuredClone(input));
          const theirs = provider(structuredClone(input));
          const what = `${name} ${JSON.stringify(input).slice(0, 80)}`;
          assert.equal(Boolean(mine.error), Boolean(theirs.error), what);
          if (mine.error) assert.deepEqual(mine.error, theirs.error, what);
          else assert.deepEqual(mine.value, theirs.value, what);
          compared++;
        }
      }
      assert.ok(compared > 500, `${compared} values compared`);
    });
  }

  it('a schema with a number, a boolean or a union keeps the conversion: text arrives converted', () => {
    const schema = Type.Object({ page: Type.Integer(), all: Type.Boolean(), kind: Type.Union([Type.Integer(), Type.String()]) });
    const check = partValidatorCompiler(route(schema, 'querystring')) as (value: unknown) => Result;
    const provider = TypeBoxValidatorCompiler(route(schema, 'querystring')) as (value: unknown) => Result;
    const value = check({ page: '2', all: 'true', kind: '7' }).value as Record<string, unknown>;
    assert.equal(value.page, 2);
    assert.equal(value.all, true);
    assert.deepEqual(value, provider({ page: '2', all: 'true', kind: '7' }).value);
  });

  it('a text that breaks its rule is refused, as before', () => {
    const check = partValidatorCompiler(route(dto.PlateParams, 'params')) as (value: unknown) => Result;
    assert.deepEqual(check({ plate: '34ABC123' }).value, { plate: '34ABC123' });
    assert.ok(check({ plate: 'x'.repeat(51) }).error?.length);
    assert.ok(check({}).error?.length);
  });
});
