import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jsonSchemaOf } from '@tamir/shared-api/domain';
import { BODY_CONTRACTS } from '../src/lib/validation';
import { startServer, type TestServer } from './helpers/server';

// Issue 27: each request body is declared once, by its shared yup schema. Every body in the served
// OpenAPI document must be the one derived from the yup schema its route checks with; a route that
// documents a body of its own (a TypeBox body beside the yup schema) fails here.

const METHODS = ['post', 'put', 'patch', 'delete'] as const;

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

/** '/api/users/{id}' → '/api/users/:id', as Fastify names the route. */
const routeUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The document's schema without the keys only the serializer adds. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('request bodies derived from their yup schemas', () => {
  let server: TestServer;
  let doc: { paths: Record<string, Record<string, Operation>> };

  before(async () => {
    server = await startServer('pglite');
    const reply = await server.request('GET', '/api/openapi.json');
    assert.equal(reply.status, 200);
    doc = reply.body;
  });
  after(() => server?.close());

  it('documents every body as the yup schema the route checks it with', () => {
    const bodies: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation?.requestBody) continue;
        const name = `${method.toUpperCase()} ${path}`;
        bodies.push(name);
        const documented = operation.requestBody.content?.['application/json']?.schema;
        const rules = BODY_CONTRACTS.get(`${method.toUpperCase()} ${routeUrl(path)}`);
        assert.ok(rules, `${name}: its body is not checked by a shared yup schema (withBody)`);
        assert.deepEqual(plain(documented), plain(jsonSchemaOf(rules)), `${name}: the documented body is not the one derived from its yup schema`);
      }
    }
    // The portal takes bodies on about two dozen operations; an empty walk would prove nothing.
    assert.ok(bodies.length >= 20, `only ${bodies.length} bodies found: ${bodies.join(', ')}`);
  });

  it('derives lengths, bounds, choices and required fields from the yup schema', () => {
    const user = doc.paths['/api/users']?.post?.requestBody?.content?.['application/json']?.schema as Record<string, unknown>;
    assert.ok(user, 'POST /api/users has a body');
    const properties = user.properties as Record<string, Record<string, unknown>>;
    assert.deepEqual(user.required, ['username', 'password', 'firstName', 'lastName', 'email', 'phone', 'role']);
    assert.equal(properties.username.type, 'string');
    assert.equal(properties.username.minLength, 3);
    assert.equal(properties.username.maxLength, 100);
    assert.deepEqual(properties.role.enum, ['Admin', 'Tamirci']);
    assert.equal(properties.repairShopId.type, 'integer');
    assert.equal(properties.repairShopId.minimum, 1);
  });
});
