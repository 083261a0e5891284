import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { ALL_MOVE_PAIRS, MOVES_BY_HAND, STATUSES_IN_ORDER, type MoveMaker } from '@tamir/shared-api/testing/repair-moves';
import { repairForms } from '../src/db/schema/index';
import { createTenant, createVehicle, type Tenant } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 40: the server's status moves, over real HTTP on both databases, against the 64 from → to
// pairs written out by hand from issue 28's steps (shared-api/src/testing/repair-moves-table.ts),
// never against the table the server itself reads. Each way a move is made is tried from every
// status: the status button (as Tamirci and as Admin), 'Teklif Gönder', the company's answer from
// its link, and a change of the lines after an approval.

const LINE = { kind: 'Parça', description: 'Fren balatası (ön)', quantity: 1, unit: 'takım', unitPriceKurus: 185000, vatRate: 20 };
const EXTRA = { kind: 'İşçilik', description: 'Ek işçilik', quantity: 1, unit: 'saat', unitPriceKurus: 50000, vatRate: 20 };

/** The refusal's text for a status button's move that the table gives to someone else. */
const refusalText = (from: string, to: string, maker: MoveMaker) =>
  maker === 'estimate' ? MSG.statusByEstimateOnly : maker === 'company' ? MSG.statusByApprovalOnly : MSG.statusMoveRefused(from, to);

for (const kind of DATABASES) {
  describe(`the status moves pinned to the 64 written-out pairs on ${kind}`, () => {
    let server: TestServer;
    let shop: Tenant;
    let admin: string;
    let vehicleId: number;

    before(async () => {
      server = await startServer(kind, { env: { NOTIFICATION_POLL_MS: '600000' } });
      admin = await server.login(ADMIN.username, ADMIN.password);
      shop = await createTenant(server);
      vehicleId = (await createVehicle(server, { companyId: shop.companyId, kilometer: 120_000 })).id;
    });
    after(() => server?.close());

    const newForm = async () => {
      const created = await server.request('POST', '/api/repairform', { token: shop.token, body: { vehicleId, descriptionLines: ['Fren sesi geliyor'] } });
      assert.equal(created.status, 201, created.text);
      return created.body as { id: number; formLinks: { token: string }[] };
    };
    /** A form with one saved line (version 1), put in `status` directly in the database. */
    const formWithLineIn = async (status: string) => {
      const form = await newForm();
      const saved = await server.request('PUT', `/api/repairform/${form.id}/items`, { token: shop.token, body: { version: 0, items: [LINE] } });
      assert.equal(saved.status, 200, saved.text);
      await setStatus(form.id, status);
      return form;
    };
    const setStatus = (id: number, status: string) => server.app.db.update(repairForms).set({ status }).where(eq(repairForms.id, id));
    const statusOf = async (id: number) =>
      (await server.app.db.select({ status: repairForms.status }).from(repairForms).where(eq(repairForms.id, id)))[0].status;
    const historyCount = async (id: number) =>
      ((await server.app.db.execute(sql`select count(*)::int as n from repair_status_history where repair_form_id = ${id}`)).rows[0] as { n: number }).n;

    for (const who of ['Tamirci', 'Admin'] as const) {
      it(`a status button (PUT …/status) as ${who} makes exactly the pairs marked 'shop' and refuses the other ones with 409, changing nothing`, async () => {
        const token = who === 'Admin' ? admin : shop.token;
        const form = await newForm();
        const problems: string[] = [];
        for (const { from, to, maker } of ALL_MOVE_PAIRS) {
          await setStatus(form.id, from);
          const before = await historyCount(form.id);
          const extra = to === 'Teslim Edildi' ? { deliveryKilometer: 120_500, note: 'Anahtar teslim' } : { note: 'Durum notu' };
          const reply = await server.request('PUT', `/api/repairform/${form.id}/status`, { token, body: { status: to, ...extra } });
          const label = `${from} → ${to}`;
          if (maker === 'shop') {
            if (reply.status !== 200) problems.push(`${label}: expected 200, got ${reply.status} ${reply.body?.message ?? ''}`);
            if ((await statusOf(form.id)) !== to) problems.push(`${label}: status not moved`);
            if ((await historyCount(form.id)) !== before + 1) problems.push(`${label}: no history row`);
          } else {
            if (reply.status !== 409) problems.push(`${label}: expected 409, got ${reply.status} ${reply.body?.status ?? reply.body?.message ?? ''}`);
            else if (reply.body?.message !== refusalText(from, to, maker)) problems.push(`${label}: message "${reply.body?.message}"`);
            if ((await statusOf(form.id)) !== from) problems.push(`${label}: status changed although refused`);
            if ((await historyCount(form.id)) !== before) problems.push(`${label}: a history row although refused`);
          }
        }
        assert.deepEqual(problems, []);
      });
    }

    it("'Teklif Gönder' (as Tamirci and as Admin) moves to Onay Bekliyor from exactly the statuses marked 'estimate'", async () => {
      const problems: string[] = [];
      for (const from of STATUSES_IN_ORDER) {
        const allowed = MOVES_BY_HAND[from]['Onay Bekliyor'] === 'estimate';
        for (const token of [shop.token, admin]) {
          const form = await formWithLineIn(from);
          const reply = await server.request('POST', `/api/repairform/${form.id}/estimate`, { token, body: { version: 1 } });
          const now = await statusOf(form.id);
          if (allowed && (reply.status !== 200 || now !== 'Onay Bekliyor')) problems.push(`${from}: expected the estimate sent, got ${reply.status} ${now}`);
          if (!allowed && (reply.status !== 409 || now !== from)) problems.push(`${from}: expected 409 and no move, got ${reply.status} ${now}`);
        }
      }
      assert.deepEqual(problems, []);
    });

    for (const decision of ['approve', 'reject'] as const) {
      const target = decision === 'approve' ? 'Onaylandı' : 'Reddedildi';
      it(`the company's '${decision}' from its link moves to ${target} from exactly the statuses marked 'company'`, async () => {
        const problems: string[] = [];
        for (const from of STATUSES_IN_ORDER) {
          const allowed = MOVES_BY_HAND[from][target] === 'company';
          const form = await formWithLineIn(from);
          const reply = await server.request('POST', `/api/repairform/public/${form.formLinks[0].token}/approval`, {
            body: { decision, name: 'Ayşe Filo', version: 1 },
          });
          const now = await statusOf(form.id);
          if (allowed && (reply.status !== 200 || now !== target)) problems.push(`${from}: expected ${target}, got ${reply.status} ${now}`);
          if (!allowed && (reply.status !== 409 || now !== from)) problems.push(`${from}: expected 409 and no move, got ${reply.status} ${now}`);
        }
        assert.deepEqual(problems, []);
      });
    }

    it("changing the lines after an approval moves to Onay Bekliyor from exactly the statuses marked 'lines'", async () => {
      const problems: string[] = [];
      for (const from of STATUSES_IN_ORDER) {
        // Approved for real (estimate, then the company's yes), then on to `from`: by the status
        // button where the table lets Onaylandı go there by hand, else put there directly.
        const form = await formWithLineIn('Beklemede');
        assert.equal((await server.request('POST', `/api/repairform/${form.id}/estimate`, { token: shop.token, body: { version: 1 } })).status, 200);
        const yes = await server.request('POST', `/api/repairform/public/${form.formLinks[0].token}/approval`, {
          body: { decision: 'approve', name: 'Ayşe Filo', version: 1 },
        });
        assert.equal(yes.status, 200, yes.text);
        if (MOVES_BY_HAND.Onaylandı[from] === 'shop') {
          assert.equal((await server.request('PUT', `/api/repairform/${form.id}/status`, { token: shop.token, body: { status: from } })).status, 200);
        } else if (from !== 'Onaylandı') await setStatus(form.id, from);
        const before = await historyCount(form.id);
        await server.request('PUT', `/api/repairform/${form.id}/items`, { token: shop.token, body: { version: 1, items: [LINE, EXTRA] } });
        const now = await statusOf(form.id);
        const expected = MOVES_BY_HAND[from]['Onay Bekliyor'] === 'lines' ? 'Onay Bekliyor' : from;
        if (now !== expected) problems.push(`${from}: expected ${expected} after the lines changed, got ${now}`);
        if ((await historyCount(form.id)) !== before + (expected === from ? 0 : 1)) problems.push(`${from}: history rows do not match the move`);
      }
      assert.deepEqual(problems, []);
    });
  });
}
