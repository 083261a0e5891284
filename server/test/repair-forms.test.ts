import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { MSG, NO_EMAIL_PLACEHOLDER } from '@tamir/shared-api/domain';
import { companies, formLinks, notifications, repairForms, repairShopCompanies, systemLogs } from '../src/db/schema/index';
import { countRows, createCompany, createVehicle, withTenants, type Tenant, KNOWN_DRIVER } from './helpers/fixtures';
import { DATABASES, type TestServer } from './helpers/server';

const DAY = 86_400_000;
const days = (iso: string) => (Date.parse(iso) - Date.now()) / DAY;

for (const kind of DATABASES) {
  describe(`repair forms on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    const createForm = (token: string, vehicleId: number, extra: Record<string, unknown> = {}) =>
      server.request('POST', '/api/repairform', { token, body: { vehicleId, descriptionLines: ['Fren sesi'], partsUsed: '', ...extra } });

    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));

    it('answers a create with the form exactly as reading it back shows it (one trip)', async () => {
      for (const tenant of [shopA, null]) {
        const token = tenant ? tenant.token : admin;
        const vehicle = await createVehicle(server, { companyId: shopA.companyId, plate: tenant ? '34 TF 190' : '34 TF 191', ownerName: 'Ece Ak' });
        const created = await createForm(token, vehicle.id, { customerPhone: '0533 111 22 33' });
        assert.equal(created.status, 201);
        const read = await server.request('GET', `/api/repairform/${created.body.id}`, { token });
        assert.equal(read.status, 200);
        assert.deepEqual(created.body, read.body);
        assert.equal(created.body.repairShopName, tenant ? read.body.repairShopName : null);
        assert.ok(!tenant || created.body.repairShopName, 'a Tamirci’s form names its shop');
      }
    });

    it('creates a form with a snapshot, numbered lines, a 7-day link and a queued e-mail', async () => {
      const vehicle = await createVehicle(server, {
        companyId: shopA.companyId,
        plate: '34 TF 101',
        ...KNOWN_DRIVER,
      });
      const reply = await createForm(shopA.token, vehicle.id, { descriptionLines: ['Fren sesi', '   ', '', ' Yağ kaçağı '] });
      assert.equal(reply.status, 201);
      const form = reply.body;
      assert.match(form.formNumber, /^TF-\d{4}-\d{6}$/);
      assert.deepEqual(form.descriptionLines, ['Fren sesi', 'Yağ kaçağı']);
      assert.equal(form.description, '1. Fren sesi\n2. Yağ kaçağı');
      assert.equal(form.status, 'Beklemede');
      assert.equal(form.customerName, 'Veli Kaya');
      assert.equal(form.customerPhone, '0535 000 11 22');
      assert.equal(form.partsUsed, '');
      assert.equal(form.vehicleId, vehicle.id);
      assert.deepEqual(form.vehicle, {
        plateNumber: '34TF101',
        brand: 'Ford',
        model: 'Transit',
        vehicleType: null,
        kilometer: 98765,
        companyName: form.vehicle.companyName,
        companyEmail: 'filo@firma.com',
        companyPhone: '0216 444 33 22',
        companyAddress: 'Kadıköy, İstanbul',
      });
      assert.equal(form.createdByUsername, shopA.user.username);
      assert.equal(form.createdByName, 'Ali Usta');
      assert.equal(form.repairShopId, shopA.shopId);
      assert.equal(typeof form.repairShopName, 'string');
      assert.equal(form.formLinks.length, 1);
      assert.equal(form.formLinks[0].isActive, true);
      assert.equal(form.formLinks[0].url, `/forms/view/${form.formLinks[0].token}`);
      assert.match(form.formLinks[0].token, /^[A-Za-z0-9_-]{43}$/);
      assert.ok(Math.abs(days(form.formLinks[0].expiresAt) - 7) < 0.01);

      const queued = await server.app.db.select().from(notifications).where(eq(notifications.repairFormId, form.id));
      assert.equal(queued.length, 1);
      assert.equal(queued[0].type, 'Email');
      assert.equal(queued[0].status, 'Pending');
      assert.equal(queued[0].recipient, 'filo@firma.com');
      assert.equal(queued[0].recipientMasked, 'fi***@firma.com');
      assert.ok(queued[0].subject.includes(form.formNumber));
      assert.ok(queued[0].body.includes(`/forms/view/${form.formLinks[0].token}`));

      const second = await createForm(shopA.token, vehicle.id);
      assert.notEqual(second.body.formNumber, form.formNumber);
      assert.equal((await server.request('GET', `/api/vehicles/${vehicle.id}`, { token: shopA.token })).body.repairFormCount, 2);
    });

    it('keeps the snapshot when the vehicle and company change later', async () => {
      const vehicle = await createVehicle(server, { companyId: shopA.companyId, kilometer: 1000, ownerName: 'Eski Şoför' });
      const created = (await createForm(shopA.token, vehicle.id)).body;
      const edit = await server.request('PUT', `/api/vehicles/${vehicle.id}`, {
        token: shopA.token,
        body: {
          plateNumber: vehicle.plate,
          brand: 'Mercedes',
          model: 'Sprinter',
          kilometer: 250000,
          ownerName: 'Yeni Şoför',
          driverPhone: '05559998877',
          companyId: shopA.companyId,
        },
      });
      assert.equal(edit.status, 200);
      await server.app.db.update(companies).set({ contactEmail: 'degisti@firma.com' }).where(eq(companies.id, shopA.companyId));
      const again = await server.request('GET', `/api/repairform/${created.id}`, { token: shopA.token });
      assert.equal(again.status, 200);
      assert.deepEqual(again.body.vehicle, created.vehicle);
      assert.equal(again.body.customerName, 'Eski Şoför');
      assert.equal(again.body.customerPhone, created.customerPhone);
      await server.app.db.update(companies).set({ contactEmail: 'filo@firma.com' }).where(eq(companies.id, shopA.companyId));
    });

    it('needs at least one non-blank line and an existing vehicle; nothing is written otherwise', async () => {
      const vehicle = await createVehicle(server, { companyId: shopA.companyId });
      const before = await Promise.all(['repair_forms', 'form_links', 'notifications'].map((table) => countRows(server, table)));
      for (const descriptionLines of [[], ['', '   '], ['', 'Fren sesi']]) {
        const reply = await createForm(shopA.token, vehicle.id, { descriptionLines });
        assert.equal(reply.status, 400);
        assert.deepEqual(reply.body.errors, { descriptionLines: [MSG.faultLineRequired] });
      }
      const missing = await server.request('POST', '/api/repairform', { token: shopA.token, body: { vehicleId: vehicle.id } });
      assert.deepEqual(missing.body.errors, { descriptionLines: [MSG.faultLineRequired] });
      const noVehicle = await createForm(shopA.token, 999999);
      assert.equal(noVehicle.status, 400);
      assert.equal(noVehicle.body.message, MSG.vehicleMissing);
      assert.equal((await createForm(shopA.token, 99999999999)).status, 400);
      const tooLong = await createForm(shopA.token, vehicle.id, { descriptionLines: ['x'.repeat(1001)] });
      assert.deepEqual(tooLong.body.errors, { 'descriptionLines.0': [MSG.tooLong(1000)] });
      const badPhone = await createForm(shopA.token, vehicle.id, { customerPhone: '12' });
      assert.deepEqual(badPhone.body.errors, { customerPhone: [MSG.phoneInvalid] });
      const after = await Promise.all(['repair_forms', 'form_links', 'notifications'].map((table) => countRows(server, table)));
      assert.deepEqual(after, before);
    });

    it('links an unlinked company to the creating shop, logs it, and queues no mail for a placeholder e-mail', async () => {
      const companyOfB = await createCompany(server, { email: NO_EMAIL_PLACEHOLDER, linkTo: [shopB.shopId] });
      const vehicle = await createVehicle(server, { companyId: companyOfB });
      assert.equal((await server.request('GET', `/api/vehicles/search/${vehicle.plate}`, { token: shopA.token })).body.contactHidden, true);

      const reply = await createForm(shopA.token, vehicle.id, { plateNumber: vehicle.plate });
      assert.equal(reply.status, 201);
      const links = await server.app.db.select().from(repairShopCompanies).where(eq(repairShopCompanies.companyId, companyOfB));
      assert.deepEqual(links.map((link) => link.repairShopId).sort(), [shopA.shopId, shopB.shopId].sort());
      const logged = await server.app.db
        .select()
        .from(systemLogs)
        .where(
          and(
            eq(systemLogs.action, 'Create'),
            eq(systemLogs.entityType, 'Company'),
            eq(systemLogs.entityId, String(companyOfB)),
            like(systemLogs.description, '%bağlandı%'),
          ),
        );
      assert.equal(logged.length, 1);
      assert.equal(logged[0].username, shopA.user.username);
      assert.equal((await server.app.db.select().from(notifications).where(eq(notifications.repairFormId, reply.body.id))).length, 0);
      assert.equal((await server.request('GET', `/api/vehicles/${vehicle.id}`, { token: shopA.token })).body.contactHidden, false);
    });

    it('shows a form to its own shop and admins only', async () => {
      const vehicle = await createVehicle(server, { companyId: shopA.companyId });
      const form = (await createForm(shopA.token, vehicle.id)).body;
      assert.equal((await server.request('GET', `/api/repairform/${form.id}`, { token: shopA.token })).status, 200);
      assert.equal((await server.request('GET', `/api/repairform/${form.id}`, { token: admin })).status, 200);
      const byB = await server.request('GET', `/api/repairform/${form.id}`, { token: shopB.token });
      assert.equal(byB.status, 404);
      assert.deepEqual(byB.body, { message: MSG.formNotFound });
      assert.equal((await server.request('POST', `/api/repairform/${form.id}/link`, { token: shopB.token, body: {} })).status, 404);
      assert.equal((await server.request('GET', '/api/repairform/999999', { token: admin })).status, 404);
    });

    it('creates links (default 7 days) that replace the older ones, and serves the public page', async () => {
      const vehicle = await createVehicle(server, { companyId: shopA.companyId });
      const form = (await createForm(shopA.token, vehicle.id, { descriptionLines: ['Motor arızası'] })).body;
      const firstToken = form.formLinks[0].token;

      const open = await server.request('GET', `/api/repairform/public/${firstToken}`);
      assert.equal(open.status, 200);
      assert.equal(open.body.formNumber, form.formNumber);
      assert.deepEqual(open.body.descriptionLines, ['Motor arızası']);
      assert.equal(open.body.vehiclePlate, form.vehicle.plateNumber);
      assert.equal(open.body.kilometer, form.vehicle.kilometer);
      assert.ok(!('customerPhone' in open.body));

      const link = await server.request('POST', `/api/repairform/${form.id}/link`, { token: shopA.token });
      assert.equal(link.status, 201);
      assert.equal(link.body.isActive, true);
      assert.ok(Math.abs(days(link.body.expiresAt) - 7) < 0.01);
      const longer = await server.request('POST', `/api/repairform/${form.id}/link`, { token: shopA.token, body: { validityDays: 30 } });
      assert.ok(Math.abs(days(longer.body.expiresAt) - 30) < 0.01);
      const invalid = await server.request('POST', `/api/repairform/${form.id}/link`, { token: shopA.token, body: { validityDays: 0 } });
      assert.equal(invalid.status, 400);
      assert.equal((await server.request('POST', `/api/repairform/${form.id}/link`, { token: shopA.token, body: { validityDays: 366 } })).status, 400);

      const detail = await server.request('GET', `/api/repairform/${form.id}`, { token: shopA.token });
      assert.deepEqual(
        detail.body.formLinks.map((l: { isActive: boolean }) => l.isActive),
        [true, false, false],
      );
      assert.equal(detail.body.formLinks[0].token, longer.body.token);

      const replaced = await server.request('GET', `/api/repairform/public/${firstToken}`);
      assert.equal(replaced.status, 404);
      assert.deepEqual(replaced.body, { message: MSG.publicNotFound });
      const unknown = await server.request('GET', '/api/repairform/public/no-such-token');
      assert.deepEqual([unknown.status, unknown.body.message], [404, MSG.publicNotFound]);

      await server.app.db
        .update(formLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(formLinks.token, longer.body.token));
      const expired = await server.request('GET', `/api/repairform/public/${longer.body.token}`);
      assert.equal(expired.status, 404);
      assert.ok(expired.body.message.includes('süresi dolmuş'));
    });

    it('treats a form older than 30 days as expired even with a valid link', async () => {
      const vehicle = await createVehicle(server, { companyId: shopA.companyId });
      const form = (await createForm(shopA.token, vehicle.id)).body;
      const link = await server.request('POST', `/api/repairform/${form.id}/link`, { token: shopA.token, body: { validityDays: 365 } });
      assert.equal((await server.request('GET', `/api/repairform/public/${link.body.token}`)).status, 200);
      await server.app.db
        .update(repairForms)
        .set({ createdAt: new Date(Date.now() - 31 * DAY) })
        .where(eq(repairForms.id, form.id));
      const old = await server.request('GET', `/api/repairform/public/${link.body.token}`);
      assert.equal(old.status, 404);
      assert.deepEqual(old.body, { message: MSG.publicExpiredServer });
    });

    it('lets an admin create a form without a shop', async () => {
      const vehicle = await createVehicle(server, { companyId: shopB.companyId });
      const reply = await createForm(admin, vehicle.id, { customerName: 'Firma Yetkilisi', customerPhone: '0212 333 44 55' });
      assert.equal(reply.status, 201);
      assert.equal(reply.body.repairShopId, null);
      assert.equal(reply.body.customerName, 'Firma Yetkilisi');
      assert.equal(reply.body.customerPhone, '0212 333 44 55');
      assert.equal((await server.request('GET', `/api/repairform/${reply.body.id}`, { token: shopB.token })).status, 404);
    });
  });
}
