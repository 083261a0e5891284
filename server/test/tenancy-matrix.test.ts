import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createShop, createUser } from './helpers/fixtures';
import { makeCellResource, markerValues } from './helpers/tenancy-cast';
import { ADMIN, DATABASES, startServer, type Reply, type TestServer } from './helpers/server';
import { ALL_MARKERS, PLATE_PROOF_FIELD, RULES, type CellResource, type Expect, type Marker, type OperationRule } from './helpers/tenancy-rules';
import { GUARDED_TABLES } from './helpers/guarded-tables';

// Issue 9, "Proofs that become part of npm test": the tenancy matrix, generated from the served
// OpenAPI document, with the rule of every operation in helpers/tenancy-rules.ts.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Actor = 'anonymous' | 'admin' | 'own' | 'other';
const ACTORS: Actor[] = ['anonymous', 'admin', 'own', 'other'];

interface Shop {
  label: 'A' | 'B';
  shopId: number;
  shopName: string;
  tamirci: { username: string; password: string };
  token: string;
  standing: CellResource;
}

let seq = 0;
const tag = () => `${Date.now().toString(36).slice(-5)}${(++seq).toString(36)}`;

/** Operations of the served document, as "METHOD /path/{param}". */
function documentOperations(doc: { paths: Record<string, Record<string, unknown>> }): string[] {
  const operations: string[] = [];
  for (const [route, item] of Object.entries(doc.paths)) for (const method of METHODS) if (item[method]) operations.push(`${method.toUpperCase()} ${route}`);
  return operations;
}

const isAllowed = (status: number) => status >= 200 && status < 300;
function matches(expect: Expect, status: number): boolean {
  if (expect === 'allowed') return isAllowed(status);
  if (typeof expect === 'number') return status === expect;
  return expect.includes(status);
}
const describeExpect = (expect: Expect) => (expect === 'allowed' ? '2xx' : typeof expect === 'number' ? String(expect) : expect.join(' or '));

for (const kind of DATABASES) {
  describe(`tenancy matrix on ${kind}`, () => {
    let server: TestServer;
    let adminToken: string;
    let operations: string[] = [];
    const shops: Shop[] = [];

    const makeResource = (shopId: number, shopName: string, withForm = true) => makeCellResource(server, shopId, shopName, withForm);

    const counts = async () => {
      const result = await server.app.db.execute(sql.raw(`select ${GUARDED_TABLES.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`));
      return result.rows[0] as Record<string, number>;
    };

    /** The rows a cell could touch, as stored. */
    const snapshot = async (r: CellResource) => {
      const result = await server.app.db.execute(sql`
        select
          (select row_to_json(v) from vehicles v where v.id = ${r.vehicleId}) as vehicle,
          (select row_to_json(c) from companies c where c.id = ${r.companyId}) as company,
          (select row_to_json(f) from repair_forms f where f.id = ${r.formId}) as form,
          (select json_agg(l order by l.id) from form_links l where l.repair_form_id = ${r.formId}) as links,
          (select json_agg(s order by s.repair_shop_id) from repair_shop_companies s where s.company_id = ${r.companyId}) as shop_links`);
      return JSON.stringify(result.rows[0]);
    };

    before(async () => {
      server = await startServer(kind);
      adminToken = await server.login(ADMIN.username, ADMIN.password);
      for (const label of ['A', 'B'] as const) {
        const shopName = `Tamirhane ${label} ${tag()}`;
        const shopId = await createShop(server, shopName);
        const tamirci = await createUser(server, { repairShopId: shopId });
        const token = await server.login(tamirci.username, tamirci.password);
        shops.push({ label, shopId, shopName, tamirci, token, standing: await makeResource(shopId, shopName) });
      }
      const doc = await server.request('GET', '/api/openapi.json');
      assert.equal(doc.status, 200, 'the OpenAPI document is served at /api/openapi.json');
      operations = documentOperations(doc.body);
      assert.ok(operations.length > 10, `the document lists the API (${operations.length} operations)`);
    });
    after(() => server.close());

    it('has a rule for every operation of the OpenAPI document, and no rule without an operation', () => {
      const missing = operations.filter((op) => !RULES[op]);
      const stale = Object.keys(RULES).filter((op) => !operations.includes(op));
      const problems = [
        ...missing.map((op) => `no tenancy rule for "${op}": add one to server/test/helpers/tenancy-rules.ts`),
        ...stale.map((op) => `tenancy rule "${op}" names an operation the OpenAPI document no longer has`),
      ];
      assert.deepEqual(problems, [], problems.join('\n'));
    });

    it('runs every operation × {anonymous, Admin, own Tamirci, other Tamirci} × {shop A, shop B} as its rule says', async (t) => {
      const ruled = operations.filter((op) => RULES[op]);
      // Reads first, on the standing fixtures; writes after, each on its own throw-away copies.
      const ordered = [...ruled.filter((op) => !isDestructive(op, RULES[op])), ...ruled.filter((op) => isDestructive(op, RULES[op]))];
      const failures: string[] = [];
      let cells = 0;
      for (const op of ordered) {
        await t.test(op, async () => {
          const opFailures: string[] = [];
          for (const owner of shops) {
            for (const actor of ACTORS) {
              cells++;
              const problems = await runCell(op, RULES[op], owner, actor);
              for (const problem of problems) opFailures.push(`${op} · ${actorLabel(actor, owner)} on shop ${owner.label}'s resource: ${problem}`);
            }
          }
          failures.push(...opFailures);
          assert.deepEqual(opFailures, [], opFailures.join('\n'));
        });
      }
      t.diagnostic(`tenancy matrix: ${ordered.length} operations × 8 cells = ${cells} cells, ${failures.length} failing`);
      assert.equal(cells, ordered.length * 8);
    });

    it(`hole 3: a form for an unlinked vehicle needs the plate (${PLATE_PROOF_FIELD}), and the link it makes ends with the form`, async () => {
      const [a, b] = shops;
      const r = await makeResource(a.shopId, a.shopName);
      const search = await server.request('GET', `/api/vehicles/search/${r.plate}`, { token: b.token });
      assert.equal(search.status, 200, `plate search of another shop's vehicle: ${search.text}`);
      assert.equal(search.body.driverPhone, null, 'contact details hidden before any form');

      const created = await server.request('POST', '/api/repairform', {
        token: b.token,
        body: { vehicleId: r.vehicleId, [PLATE_PROOF_FIELD]: r.plate, descriptionLines: ['Motor arıza lambası'] },
      });
      assert.equal(created.status, 201, `a form with the vehicle's plate from plate search is allowed: ${created.text}`);
      const seen = await server.request('GET', `/api/vehicles/${r.vehicleId}`, { token: b.token });
      assert.equal(seen.status, 200, 'while the form exists, shop B sees the vehicle');

      const deleted = await server.request('DELETE', `/api/repairform/${created.body.id}`, { token: b.token });
      assert.equal(deleted.status, 200, deleted.text);
      const afterDelete = await server.request('GET', `/api/vehicles/${r.vehicleId}`, { token: b.token });
      assert.equal(afterDelete.status, 404, `after the form is deleted the link it made is gone: GET /api/vehicles/{id} answered ${afterDelete.status}`);
      const companies = await server.request('GET', `/api/company?name=${encodeURIComponent(r.companyName)}`, { token: b.token });
      assert.ok(!companies.text.includes(r.companyName), `the company is no longer in shop B's list: ${companies.text.slice(0, 200)}`);
      const again = await server.request('GET', `/api/vehicles/search/${r.plate}`, { token: b.token });
      assert.equal(again.body.driverPhone, null, 'contact details hidden again after the form is deleted');
    });

    function isDestructive(op: string, rule: OperationRule) {
      return rule.destructive ?? !op.startsWith('GET ');
    }

    function actorLabel(actor: Actor, owner: Shop) {
      const other = shops.find((s) => s !== owner)!;
      if (actor === 'own') return `Tamirci of shop ${owner.label} (own)`;
      if (actor === 'other') return `Tamirci of shop ${other.label} (other)`;
      return actor === 'admin' ? 'Admin' : 'anonymous';
    }

    async function tokenFor(actor: Actor, owner: Shop, fresh: boolean): Promise<string | null> {
      if (actor === 'anonymous') return null;
      const shop = actor === 'own' ? owner : actor === 'other' ? shops.find((s) => s !== owner)! : null;
      if (!fresh) return shop ? shop.token : adminToken;
      return shop ? server.login(shop.tamirci.username, shop.tamirci.password) : server.login(ADMIN.username, ADMIN.password);
    }

    /** One cell: the request, its status against the rule, and what the body and the tables show. */
    async function runCell(op: string, rule: OperationRule, owner: Shop, actor: Actor): Promise<string[]> {
      const problems: string[] = [];
      const [method, template] = op.split(' ');
      const destructive = isDestructive(op, rule);
      const r = destructive ? await makeResource(owner.shopId, owner.shopName, !rule.withoutForm) : owner.standing;

      let route = template;
      for (const name of template.match(/\{(\w+)\}/g) ?? []) {
        const key = name.slice(1, -1);
        const ref = rule.params?.[key];
        if (!ref) return [`the rule has no params.${key}: say which resource fills {${key}}`];
        route = route.replace(name, encodeURIComponent(String(r[ref])));
      }
      const query = rule.query?.(r);
      if (query) route += `?${new URLSearchParams(query)}`;
      const body = rule.body?.(r);

      const token = await tokenFor(actor, owner, !!rule.freshSession);
      const countsBefore = await counts();
      const rowsBefore = await snapshot(r);
      let reply: Reply;
      try {
        reply = await server.request(method, route, { token, body });
      } catch (error) {
        return [`request failed: ${(error as Error).message}`];
      }
      const expect = rule[actor];
      const shown = `${reply.status} ${reply.text.slice(0, 240)}`;
      if (!matches(expect, reply.status)) problems.push(`expected ${describeExpect(expect)}, got ${shown}`);
      if (reply.status >= 500) problems.push(`server error ${shown}`);

      if (!isAllowed(reply.status)) {
        if (typeof reply.body?.message !== 'string') problems.push(`a refusal without the { message } shape: ${shown}`);
        else if (rule.refusalMessage && !rule.refusalMessage.test(reply.body.message))
          problems.push(`refusal message "${reply.body.message}" does not match ${rule.refusalMessage}`);
        // A refused request changes nothing.
        const countsAfter = await counts();
        for (const table of GUARDED_TABLES) {
          if (countsAfter[table] !== countsBefore[table])
            problems.push(`refused (${reply.status}) but ${table} went from ${countsBefore[table]} to ${countsAfter[table]}`);
        }
        if ((await snapshot(r)) !== rowsBefore) problems.push(`refused (${reply.status}) but the resource's rows changed`);
      }

      // Data of the resource's shop in the body: only where the rule lets that actor see it.
      const seesEverything = actor === 'admin' || actor === 'own';
      const mayShow = new Set<Marker>(seesEverything && isAllowed(reply.status) ? ALL_MARKERS : isAllowed(reply.status) ? (rule.otherMayShow ?? []) : []);
      const values = markerValues(r);
      if (!seesEverything || !isAllowed(reply.status)) {
        for (const marker of ALL_MARKERS) {
          if (mayShow.has(marker)) continue;
          const found = values[marker].find((value) => value && reply.text.includes(value));
          if (found) problems.push(`answer (${reply.status}) carries shop ${owner.label}'s ${marker} "${found}"`);
        }
        if ((actor === 'other' || actor === 'anonymous') && isAllowed(reply.status) && rule.hiddenFromOther && reply.body && typeof reply.body === 'object') {
          for (const field of rule.hiddenFromOther) {
            if (reply.body[field] !== null && reply.body[field] !== undefined)
              problems.push(`${field} must be hidden (null), got ${JSON.stringify(reply.body[field])}`);
          }
        }
      }
      // Allowed answers to Admin and the own shop actually carry the data (no pass by emptiness).
      if (seesEverything && isAllowed(reply.status) && matches(expect, reply.status)) {
        for (const marker of rule.ownShows ?? []) {
          if (!values[marker].some((value) => reply.text.includes(value)))
            problems.push(`the allowed answer lacks the resource's ${marker} (${values[marker][0]}): ${shown}`);
        }
      }
      return problems;
    }
  });
}
