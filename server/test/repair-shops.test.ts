import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { repairShopCompanies, repairShops, settings, systemLogs, users } from '../src/db/schema/index';
import { countRows, createCompany, createForm, createShop, createUser, createVehicle, withTenants, type Tenant, ORGANISATION_KEYS } from './helpers/fixtures';
import { DATABASES, type TestServer } from './helpers/server';

// administration §2.4, §3 Repair shop, §5 repair shop form, §6, §7 Repair shops.

interface ShopRow {
  id: number;
  name: string;
  contactPhone: string | null;
  contactEmail: string | null;
  taxNumber: string | null;
  address: string | null;
  authorizedPerson: string | null;
  isActive: boolean;
  userCount: number;
  companyCount: number;
  vehicleCount: number;
  repairFormCount: number;
}

let seq = 0;
const tag = () => `${Date.now().toString(36).slice(-4)}${(++seq).toString(36)}`;

const validShop = (over: Record<string, unknown> = {}) => {
  const t = tag();
  return {
    name: `Usta Tamirhanesi ${t}`,
    address: 'Ostim, Ankara',
    contactPhone: '0312 444 55 66',
    contactEmail: `usta${t}@tamirhane.example`,
    taxNumber: '1234567890',
    authorizedPerson: 'Hasan Hüseyin Usta',
    username: `usta${t}`,
    password: 'Sifre!123',
    ...over,
  };
};

for (const kind of DATABASES) {
  describe(`repair shops on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));

    const list = async (query: string, token = admin) => {
      const reply = await server.request('GET', `/api/repairshop${query}`, { token });
      assert.equal(reply.status, 200, `${query}: ${reply.text}`);
      return { rows: reply.body as ShopRow[], total: Number(reply.headers.get('x-total-count')) };
    };
    const names = async (query: string, token = admin) => (await list(query, token)).rows.map((row) => row.name);
    const post = (body: unknown, token = admin) => server.request('POST', '/api/repairshop', { token, body });
    /** Change rows of an entity; a shop's rows (entity 'Company', description 'Tamirhane …') apart from a company's of the same id. */
    const changeLogs = async (entityType: string, entityId: number, descriptionPrefix = '') =>
      server.app.db
        .select({ action: systemLogs.action, description: systemLogs.description, username: systemLogs.username })
        .from(systemLogs)
        .where(and(eq(systemLogs.entityType, entityType), eq(systemLogs.entityId, String(entityId)), like(systemLogs.description, `${descriptionPrefix}%`)))
        .orderBy(asc(systemLogs.id));

    it('creates a shop and its Tamirci login in one go; the Tamirci sees only their own shop', async () => {
      const body = validShop({ contactPhone: '3124445566', name: '  Ankara Oto Servis  ' });
      const reply = await post(body);
      assert.equal(reply.status, 201, reply.text);
      const shop = reply.body;
      assert.equal(shop.name, 'Ankara Oto Servis');
      assert.equal(shop.contactPhone, '0312 444 55 66', 'a valid phone is stored grouped');
      assert.equal(shop.contactEmail, body.contactEmail);
      assert.equal(shop.taxNumber, '1234567890');
      assert.equal(shop.address, 'Ostim, Ankara');
      assert.equal(shop.authorizedPerson, 'Hasan Hüseyin Usta');
      assert.equal(shop.isActive, true);
      assert.deepEqual([shop.userCount, shop.companyCount, shop.vehicleCount, shop.repairFormCount], [1, 0, 0, 0]);
      assert.ok(!('password' in shop) && !reply.text.includes(body.password), 'no password in the answer');
      assert.deepEqual(Object.keys(shop).sort(), [...ORGANISATION_KEYS, 'companyCount', 'repairFormCount', 'userCount', 'vehicleCount'].sort());

      const [account] = await server.app.db.select().from(users).where(eq(users.repairShopId, shop.id));
      assert.equal(account.username, body.username);
      assert.equal(account.role, 'Tamirci');
      assert.equal(account.firstName, 'Hasan Hüseyin');
      assert.equal(account.lastName, 'Usta');
      assert.equal(account.email, body.contactEmail);
      assert.match(account.passwordHash, /^\$argon2id\$/);

      const token = await server.login(body.username, body.password);
      const own = await list('', token);
      assert.deepEqual(
        own.rows.map((row) => row.id),
        [shop.id],
      );
      assert.equal(own.total, 1);
      assert.deepEqual(await names(`?name=${encodeURIComponent(shopA.shopId)}`, token), [], 'filters never widen a Tamirci’s list');

      const shopLogs = await changeLogs('Company', shop.id, 'Tamirhane');
      assert.deepEqual(
        shopLogs.map((row) => [row.action, row.description, row.username]),
        [['Create', 'Tamirhane eklendi: Ankara Oto Servis', 'admin']],
      );
      const userLogs = await changeLogs('User', account.id);
      assert.deepEqual(
        userLogs.map((row) => row.action),
        ['Create'],
      );
      assert.ok(!userLogs[0].description!.includes(body.password));
    });

    it('names the account after the shop when no authorised person is given', async () => {
      const reply = await post(validShop({ authorizedPerson: '', name: 'Kısa Ad Servis' }));
      assert.equal(reply.status, 201, reply.text);
      const [account] = await server.app.db.select().from(users).where(eq(users.repairShopId, reply.body.id));
      assert.deepEqual([account.firstName, account.lastName], ['Kısa Ad Servis', '']);
      assert.equal(reply.body.authorizedPerson, null);
    });

    it('refuses a taken username or shop name with 409 and leaves nothing behind', async () => {
      const first = validShop({ name: 'Çağdaş Oto' });
      assert.equal((await post(first)).status, 201);
      const shopsBefore = await countRows(server, 'repair_shops');
      const usersBefore = await countRows(server, 'users');

      const sameUser = await post(validShop({ username: first.username.toUpperCase() }));
      assert.equal(sameUser.status, 409, sameUser.text);
      assert.equal(sameUser.body.message, MSG.usernameTaken);
      const adminName = await post(validShop({ username: 'ADMIN' }));
      assert.equal(adminName.status, 409);
      assert.equal(adminName.body.message, 'Bu kullanıcı adı zaten kullanılıyor');

      for (const name of ['ÇAĞDAŞ OTO', 'çağdaş  oto', 'Cagdas Oto']) {
        const sameName = await post(validShop({ name }));
        assert.equal(sameName.status, 409, `${name}: ${sameName.text}`);
        assert.equal(sameName.body.message, MSG.shopExists);
      }
      assert.equal(await countRows(server, 'repair_shops'), shopsBefore);
      assert.equal(await countRows(server, 'users'), usersBefore);
    });

    it('answers every rule of the repair shop form with its Turkish text and writes nothing', async () => {
      const before = await countRows(server, 'repair_shops');
      const check = async (over: Record<string, unknown>, errors: Record<string, string[]>) => {
        const reply = await post(validShop(over));
        assert.equal(reply.status, 400, `${JSON.stringify(over)}: ${reply.text}`);
        assert.deepEqual(reply.body.errors, errors, JSON.stringify(over));
      };
      await check({ name: '' }, { name: ['Tamirhane adı zorunludur'] });
      await check({ name: '   ' }, { name: [MSG.shopNameRequired] });
      await check({ name: 'x'.repeat(201) }, { name: ['Tamirhane adı en fazla 200 karakter olabilir'] });
      await check({ address: 'y'.repeat(501) }, { address: ['Adres en fazla 500 karakter olabilir'] });
      await check({ contactPhone: '' }, { contactPhone: ['İletişim telefonu zorunludur'] });
      await check({ contactPhone: '0312 444 55' }, { contactPhone: ['Geçerli bir telefon numarası giriniz'] });
      await check({ contactPhone: '0312 444 55 66 7' }, { contactPhone: [MSG.phoneInvalid] });
      await check({ contactEmail: '' }, { contactEmail: ['İletişim e-postası zorunludur'] });
      await check({ contactEmail: 'usta @tamir.example' }, { contactEmail: ['Geçerli bir e-posta adresi giriniz'] });
      await check({ taxNumber: '123456789' }, { taxNumber: ['Vergi numarası 10 veya 11 haneli olmalıdır'] });
      await check({ taxNumber: '123456789012' }, { taxNumber: [MSG.shopTaxNumberLength] });
      await check({ taxNumber: '12345abcde' }, { taxNumber: [MSG.shopTaxNumberLength] });
      await check({ username: '' }, { username: ['Kullanıcı adı zorunludur'] });
      await check({ username: 'ab' }, { username: ['Kullanıcı adı en az 3 karakter olmalıdır'] });
      await check({ password: '' }, { password: ['Şifre zorunludur'] });
      await check({ password: '12345' }, { password: ['Şifre en az 6 karakter olmalıdır'] });
      await check({ name: 7, contactEmail: ['x'] }, { name: [MSG.invalidValue], contactEmail: [MSG.emailInvalid] });

      const missing = await post({});
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.body.errors, {
        name: [MSG.shopNameRequired],
        contactPhone: [MSG.shopPhoneRequired],
        contactEmail: [MSG.shopEmailRequired],
        username: [MSG.adminUsernameRequired],
        password: [MSG.adminPasswordRequired],
      });
      // 10 and 11 digit tax numbers and phones pass.
      assert.equal((await post(validShop({ taxNumber: '12345678901', contactPhone: '05321234567' }))).status, 201);
      assert.equal((await post(validShop({ taxNumber: '', address: '', authorizedPerson: null }))).status, 201);
      assert.equal(await countRows(server, 'repair_shops'), before + 2);
    });

    it('holds the password to the passwordMinLength setting', async () => {
      await server.app.db
        .insert(settings)
        .values({ section: 'general', value: { passwordMinLength: 8 } })
        .onConflictDoUpdate({ target: settings.section, set: { value: sql`${settings.value} || '{"passwordMinLength": 8}'::jsonb` } });
      try {
        const reply = await post(validShop({ password: 'Abc!234' }));
        assert.equal(reply.status, 400);
        assert.deepEqual(reply.body.errors, { password: ['Şifre en az 8 karakter olmalıdır'] });
        assert.equal((await post(validShop({ password: 'Abc!2345' }))).status, 201);
      } finally {
        await server.app.db
          .update(settings)
          .set({ value: sql`${settings.value} - 'passwordMinLength'` })
          .where(eq(settings.section, 'general'));
      }
    });

    it('counts staff, companies, their vehicles and the shop’s forms', async () => {
      const shopId = await createShop(server, `Sayım Servis ${tag()}`);
      await createUser(server, { repairShopId: shopId });
      await createUser(server, { repairShopId: shopId });
      await createUser(server, { repairShopId: shopId, isActive: false });
      const c1 = await createCompany(server, { linkTo: [shopId] });
      const c2 = await createCompany(server, { linkTo: [shopId, shopB.shopId] });
      const unlinked = await createCompany(server);
      const v1 = await createVehicle(server, { companyId: c1 });
      await createVehicle(server, { companyId: c1 });
      await createVehicle(server, { companyId: c2 });
      await createVehicle(server, { companyId: unlinked });
      await createForm(server, { vehicleId: v1.id, repairShopId: shopId, companyId: c1 });
      await createForm(server, { vehicleId: v1.id, repairShopId: shopId, companyId: c1 });
      await createForm(server, { vehicleId: v1.id, repairShopId: shopB.shopId, companyId: c1 });

      const reply = await server.request('GET', `/api/repairshop/${shopId}`, { token: admin });
      assert.equal(reply.status, 200, reply.text);
      assert.deepEqual([reply.body.userCount, reply.body.companyCount, reply.body.vehicleCount, reply.body.repairFormCount], [3, 2, 3, 2]);
      const inList = (await list(`?name=${encodeURIComponent('Sayım Servis')}`)).rows.find((row) => row.id === shopId)!;
      assert.deepEqual([inList.userCount, inList.companyCount, inList.vehicleCount, inList.repairFormCount], [3, 2, 3, 2]);
    });

    it('filters by name, phone, e-mail, tax number and status; pages with the total in x-total-count', async () => {
      const t = tag();
      const ids: Record<string, number> = {};
      const make = async (key: string, over: Record<string, unknown>) => {
        const reply = await post(validShop({ ...over, name: `${over.name} ${t}` }));
        assert.equal(reply.status, 201, reply.text);
        ids[key] = reply.body.id;
      };
      await make('istanbul', { name: 'İSTANBUL Motor', contactPhone: '0216 123 45 67', contactEmail: `Servis.${t}@Motor.example`, taxNumber: '9876543210' });
      await make('sahin', { name: 'Şahin Kaporta', contactPhone: '0232 765 43 21', contactEmail: `sahin${t}@kaporta.example`, taxNumber: '11122233344' });
      await make('ozgur', { name: 'Özgür Lastik', contactPhone: '0242 111 22 33', contactEmail: `ozgur${t}@lastik.example`, taxNumber: '' });
      await server.app.db.update(repairShops).set({ isActive: false }).where(eq(repairShops.id, ids.ozgur));
      const idsOf = async (query: string) => (await list(`${query}&name=${encodeURIComponent(t)}`)).rows.map((row) => row.id).sort((a, b) => a - b);
      const sorted = (...keys: string[]) => keys.map((key) => ids[key]).sort((a, b) => a - b);

      assert.deepEqual(await idsOf('?'), sorted('istanbul', 'sahin', 'ozgur'));
      assert.deepEqual(await names(`?name=${encodeURIComponent(`istanbul motor ${t}`)}`), [`İSTANBUL Motor ${t}`]);
      assert.deepEqual(await names(`?name=${encodeURIComponent(`ıstanbul MOTOR ${t}`)}`), [`İSTANBUL Motor ${t}`]);
      assert.deepEqual(await names(`?name=${encodeURIComponent(`ŞAHİN KAPORTA ${t}`)}`), [`Şahin Kaporta ${t}`]);
      assert.deepEqual(await names(`?name=${encodeURIComponent(`ozgur lastik ${t}`)}`), [`Özgür Lastik ${t}`]);
      assert.deepEqual(await idsOf('?phone=216%20123'), sorted('istanbul'));
      assert.deepEqual(await idsOf('?phone=02167654321'), []);
      assert.deepEqual(await idsOf('?phone=765-43'), sorted('sahin'));
      assert.deepEqual(await idsOf('?phone=abc'), []);
      assert.deepEqual(await idsOf(`?email=${encodeURIComponent(`SERVIS.${t}@motor`)}`), sorted('istanbul'));
      assert.deepEqual(await idsOf('?email=kaporta.example'), sorted('sahin'));
      assert.deepEqual(await idsOf('?taxNumber=6543'), sorted('istanbul'));
      assert.deepEqual(await idsOf('?taxNumber=11122233344'), sorted('sahin'));
      assert.deepEqual(await idsOf('?isActive=false'), sorted('ozgur'));
      assert.deepEqual(await idsOf('?isActive=true'), sorted('istanbul', 'sahin'));
      assert.deepEqual(await idsOf('?isActive=true&phone=0242'), []);
      assert.deepEqual(await names('?name=%25'), [], 'LIKE wildcards are taken literally');

      // Paging: 7 shops of one name, 3 a page, by name.
      const p = `Sayfa${tag()}`;
      for (let i = 1; i <= 7; i++) assert.equal((await post(validShop({ name: `${p} ${i}` }))).status, 201);
      const page1 = await list(`?name=${p}&pageSize=3`);
      const page3 = await list(`?name=${p}&pageSize=3&page=3`);
      const page4 = await list(`?name=${p}&pageSize=3&page=4`);
      assert.equal(page1.total, 7);
      assert.deepEqual(
        page1.rows.map((row) => row.name),
        [`${p} 1`, `${p} 2`, `${p} 3`],
      );
      assert.deepEqual(
        page3.rows.map((row) => row.name),
        [`${p} 7`],
      );
      assert.equal(page3.total, 7);
      assert.deepEqual(page4.rows, []);
      assert.equal(page4.total, 7);
      const all = await list('');
      assert.equal(all.total, await countRows(server, 'repair_shops'));
      assert.equal(all.rows.length, Math.min(50, all.total), 'the default page is 50 rows');
      const huge = await list('?pageSize=999');
      assert.equal(huge.rows.length, Math.min(200, huge.total), 'at most 200 a page');

      for (const query of ['?page=0', '?pageSize=0']) {
        const reply = await server.request('GET', `/api/repairshop${query}`, { token: admin });
        assert.equal(reply.status, 400, query);
        assert.equal(Object.values(reply.body.errors as Record<string, string[]>)[0][0], MSG.pageInvalid);
      }
      const bad = await server.request('GET', '/api/repairshop?isActive=maybe', { token: admin });
      assert.equal(bad.status, 400);
    });

    it('gives the four stat cards over every row', async () => {
      const reply = await server.request('GET', '/api/repairshop/statistics', { token: admin });
      assert.equal(reply.status, 200, reply.text);
      const [{ shops, active, companies, forms }] = (
        await server.app.db.execute(
          sql`select (select count(*)::int from repair_shops) as shops, (select count(*)::int from repair_shops where is_active) as active,
              (select count(*)::int from companies) as companies, (select count(*)::int from repair_forms) as forms`,
        )
      ).rows as Array<{ shops: number; active: number; companies: number; forms: number }>;
      assert.deepEqual(reply.body, { totalShops: shops, activeShops: active, totalCompanies: companies, totalRepairForms: forms });

      await createShop(server, `İstatistik ${tag()}`);
      const inactive = await createShop(server, `İstatistik Pasif ${tag()}`);
      await server.app.db.update(repairShops).set({ isActive: false }).where(eq(repairShops.id, inactive));
      await createCompany(server);
      await createForm(server, { repairShopId: shopA.shopId });
      const after = (await server.request('GET', '/api/repairshop/statistics', { token: admin })).body;
      assert.deepEqual(after, { totalShops: shops + 2, activeShops: active + 1, totalCompanies: companies + 1, totalRepairForms: forms + 1 });
    });

    it('updates only the fields sent; contact phone and e-mail always', async () => {
      const created = (await post(validShop({ name: 'Kısmi Servis', address: 'Eski adres', taxNumber: '1234567890', authorizedPerson: 'Ali Veli' }))).body;
      const put = (body: unknown, id = created.id) => server.request('PUT', `/api/repairshop/${id}`, { token: admin, body });

      const onlyContacts = await put({ contactPhone: '5551112233', contactEmail: 'yeni@servis.example' });
      assert.equal(onlyContacts.status, 200, onlyContacts.text);
      assert.equal(onlyContacts.body.name, 'Kısmi Servis');
      assert.equal(onlyContacts.body.address, 'Eski adres');
      assert.equal(onlyContacts.body.taxNumber, '1234567890');
      assert.equal(onlyContacts.body.authorizedPerson, 'Ali Veli');
      assert.equal(onlyContacts.body.contactPhone, '0555 111 22 33');
      assert.equal(onlyContacts.body.contactEmail, 'yeni@servis.example');
      assert.ok(new Date(onlyContacts.body.updatedAt) >= new Date(created.updatedAt));

      const renamed = await put({
        name: 'Kısmi Servis Yeni',
        address: '',
        taxNumber: null,
        contactPhone: '0555 111 22 33',
        contactEmail: 'yeni@servis.example',
      });
      assert.equal(renamed.status, 200, renamed.text);
      assert.equal(renamed.body.name, 'Kısmi Servis Yeni');
      assert.equal(renamed.body.address, null, "'' clears an optional field");
      assert.equal(renamed.body.taxNumber, '1234567890', 'null leaves it as it is');
      assert.equal((await list('?name=Kısmi Servis Yeni')).total, 1, 'the new name is searchable');

      const missing = await put({ name: 'Kısmi' });
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.body.errors, { contactPhone: [MSG.shopPhoneRequired], contactEmail: [MSG.shopEmailRequired] });
      const emptyName = await put({ name: '', contactPhone: '0555 111 22 33', contactEmail: 'yeni@servis.example' });
      assert.deepEqual(emptyName.body.errors, { name: [MSG.shopNameRequired] });
      const badTax = await put({ taxNumber: '12', contactPhone: '0555 111 22 33', contactEmail: 'x@y' });
      assert.deepEqual(badTax.body.errors, { taxNumber: [MSG.shopTaxNumberLength], contactEmail: [MSG.emailInvalid] });
      const other = (await post(validShop({ name: 'Başka Servis' }))).body;
      const taken = await put({ name: 'BAŞKA SERVİS', contactPhone: '0555 111 22 33', contactEmail: 'yeni@servis.example' });
      assert.equal(taken.status, 409);
      assert.equal(taken.body.message, MSG.shopExists);
      const sameNameOtherCase = await put({ name: 'başka servis', contactPhone: '0555 111 22 33', contactEmail: 'a@b.example' }, other.id);
      assert.equal(sameNameOtherCase.status, 200, 'a shop may re-case its own name');
      assert.equal(sameNameOtherCase.body.name, 'başka servis');
      const loginFields = await put({ username: 'yeni', password: 'Sifre!999', contactPhone: '0555 111 22 33', contactEmail: 'yeni@servis.example' });
      assert.equal(loginFields.status, 200, 'login fields are ignored on update');
      const [account] = await server.app.db.select({ username: users.username }).from(users).where(eq(users.repairShopId, created.id));
      assert.notEqual(account.username, 'yeni');

      assert.equal((await put({ contactPhone: '0555 111 22 33', contactEmail: 'a@b.example' }, 2_000_000)).status, 404);
      const updates = (await changeLogs('Company', created.id, 'Tamirhane')).filter((row) => row.action === 'Update');
      assert.equal(updates.length, 3);
      assert.equal(updates[1].description, 'Tamirhane güncellendi: Kısmi Servis Yeni');
    });

    it('refuses to delete a shop with forms; otherwise deletes it, its users and links, and keeps the companies', async () => {
      const withForms = await createShop(server, `Formlu ${tag()}`);
      await createForm(server, { repairShopId: withForms });
      const refused = await server.request('DELETE', `/api/repairshop/${withForms}`, { token: admin });
      assert.equal(refused.status, 409);
      assert.equal(refused.body.message, MSG.shopHasForms);
      assert.equal((await server.app.db.select().from(repairShops).where(eq(repairShops.id, withForms))).length, 1);

      const created = (await post(validShop({ name: `Silinecek ${tag()}` }))).body;
      const staff = await createUser(server, { repairShopId: created.id });
      const staffToken = await server.login(staff.username, staff.password);
      const company = await createCompany(server, { linkTo: [created.id, shopA.shopId] });
      const vehicle = await createVehicle(server, { companyId: company });
      const usersBefore = await countRows(server, 'users');

      const deleted = await server.request('DELETE', `/api/repairshop/${created.id}`, { token: admin });
      assert.equal(deleted.status, 200, deleted.text);
      assert.equal(deleted.body.message, MSG.shopDeleted);
      assert.equal((await server.app.db.select().from(repairShops).where(eq(repairShops.id, created.id))).length, 0);
      assert.equal(await countRows(server, 'users'), usersBefore - 2, 'both accounts of the shop are gone');
      assert.equal((await server.app.db.select().from(repairShopCompanies).where(eq(repairShopCompanies.repairShopId, created.id))).length, 0);
      const companyRow = await server.request('GET', `/api/vehicles/${vehicle.id}`, { token: admin });
      assert.equal(companyRow.status, 200, 'the company and its vehicle stay');
      assert.equal(companyRow.body.companyId, company);
      assert.equal((await server.app.db.select().from(repairShopCompanies).where(eq(repairShopCompanies.companyId, company))).length, 1, 'other links stay');
      assert.equal((await server.request('GET', '/api/repairshop', { token: staffToken })).status, 401, 'the deleted account cannot call any more');
      const logs = await changeLogs('Company', created.id, 'Tamirhane');
      assert.deepEqual(
        logs.map((row) => row.action),
        ['Create', 'Delete'],
      );

      assert.equal((await server.request('DELETE', `/api/repairshop/${created.id}`, { token: admin })).status, 404);
      assert.equal((await server.request('DELETE', '/api/repairshop/99999999999', { token: admin })).status, 404);
    });

    it('links and unlinks companies; a manual link outlives the form that made it', async () => {
      const shop = (await post(validShop({ name: `Bağlantı ${tag()}` }))).body;
      const c1 = await createCompany(server, { name: `Zeta Filo ${tag()}` });
      const c2 = await createCompany(server, { name: `Alfa Filo ${tag()}` });
      await createVehicle(server, { companyId: c2 });
      const link = (companyId: number, method = 'POST') => server.request(method, `/api/repairshop/${shop.id}/companies/${companyId}`, { token: admin });

      assert.equal((await link(c1)).status, 200);
      const again = await link(c1);
      assert.equal(again.status, 200, 'linking twice is fine');
      assert.equal((await link(c2)).status, 200);
      const linked = await server.request('GET', `/api/repairshop/${shop.id}/companies`, { token: admin });
      assert.equal(linked.status, 200, linked.text);
      assert.equal(linked.headers.get('x-total-count'), '2');
      assert.deepEqual(
        linked.body.map((c: { id: number; vehicleCount: number; viaForm: boolean }) => [c.id, c.vehicleCount, c.viaForm]),
        [
          [c2, 1, false],
          [c1, 0, false],
        ],
      );
      const paged = await server.request('GET', `/api/repairshop/${shop.id}/companies?pageSize=1&page=2`, { token: admin });
      assert.deepEqual(
        paged.body.map((c: { id: number }) => c.id),
        [c1],
      );
      assert.equal((await server.request('GET', `/api/repairshop/${shop.id}`, { token: admin })).body.companyCount, 2);
      const logs = (await changeLogs('Company', c1, 'Firma tamirhaneye')).filter((row) => row.action === 'Update');
      assert.equal(logs.length, 1, 'the idempotent second link writes nothing');

      assert.equal((await link(c1, 'DELETE')).status, 200);
      const notLinked = await link(c1, 'DELETE');
      assert.equal(notLinked.status, 404);
      assert.equal(typeof notLinked.body.message, 'string');
      assert.equal((await link(2_000_000)).status, 404);
      assert.equal((await server.request('POST', `/api/repairshop/2000000/companies/${c1}`, { token: admin })).status, 404);
      assert.equal((await server.request('GET', '/api/repairshop/2000000/companies', { token: admin })).status, 404);

      // A form-made link becomes a manual one when an admin links the company by hand.
      const form = await createForm(server, { repairShopId: shop.id, companyId: c1 });
      await server.app.db.insert(repairShopCompanies).values({ repairShopId: shop.id, companyId: c1, viaFormId: form.id });
      const viaForm = await server.request('GET', `/api/repairshop/${shop.id}/companies`, { token: admin });
      assert.equal(viaForm.body.find((c: { id: number }) => c.id === c1).viaForm, true);
      assert.equal((await link(c1)).status, 200);
      const [row] = await server.app.db
        .select({ viaFormId: repairShopCompanies.viaFormId })
        .from(repairShopCompanies)
        .where(and(eq(repairShopCompanies.repairShopId, shop.id), eq(repairShopCompanies.companyId, c1)));
      assert.equal(row.viaFormId, null);
    });

    it('refuses a Tamirci every admin call with 403, before reading the body', async () => {
      const calls: Array<[string, string, unknown?]> = [
        ['GET', '/api/repairshop/statistics'],
        ['GET', `/api/repairshop/${shopA.shopId}`],
        ['POST', '/api/repairshop', validShop()],
        ['POST', '/api/repairshop', {}],
        ['PUT', `/api/repairshop/${shopA.shopId}`, { contactPhone: '0212 555 44 33', contactEmail: 'a@b.example' }],
        ['DELETE', `/api/repairshop/${shopB.shopId}`],
        ['GET', `/api/repairshop/${shopA.shopId}/companies`],
        ['POST', `/api/repairshop/${shopA.shopId}/companies/${shopB.companyId}`],
        ['DELETE', `/api/repairshop/${shopA.shopId}/companies/${shopA.companyId}`],
      ];
      const shopsBefore = await countRows(server, 'repair_shops');
      const linksBefore = await countRows(server, 'repair_shop_companies');
      for (const [method, path, body] of calls) {
        const reply = await server.request(method, path, { token: shopA.token, body });
        assert.equal(reply.status, 403, `${method} ${path}: ${reply.text}`);
        assert.equal(reply.body.message, MSG.forbidden);
        const anonymous = await server.request(method, path, { body });
        assert.equal(anonymous.status, 401, `${method} ${path} without a token`);
      }
      assert.equal(await countRows(server, 'repair_shops'), shopsBefore);
      assert.equal(await countRows(server, 'repair_shop_companies'), linksBefore);
      const own = await list('', shopA.token);
      assert.deepEqual(
        own.rows.map((row) => row.id),
        [shopA.shopId],
      );
      assert.equal(own.total, 1);
    });

    it('answers unknown and malformed ids with 404, never 500', async () => {
      assert.equal((await server.request('GET', '/api/repairshop/2000000', { token: admin })).status, 404);
      assert.equal((await server.request('GET', '/api/repairshop/99999999999', { token: admin })).status, 404);
      assert.equal((await server.request('GET', '/api/repairshop/abc', { token: admin })).status, 404);
      assert.equal((await server.request('GET', '/api/repairshop/0', { token: admin })).status, 404);
    });
  });
}
