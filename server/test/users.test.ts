import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { notifications, settings, systemLogs, users } from '../src/db/schema/index';
import { DEFAULT_SETTINGS } from '../src/modules/settings/defaults';
import { countRows, createShop, createUser, type Tenant, withMailingServer } from './helpers/fixtures';
import { notificationById, waitFor } from './helpers/notifications';
import type { Actor } from '../src/lib/caller';
import { ADMIN, DATABASES, type TestServer } from './helpers/server';
import { decodedText, type TestSmtp } from './helpers/smtp';

let seq = 0;
const fresh = (prefix = 'yonetici') => `${prefix}${Date.now().toString(36).slice(-5)}${++seq}`;

const validBody = (overrides: Record<string, unknown> = {}) => ({
  username: fresh(),
  password: 'Gizli!Sifre9',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse.yilmaz@example.com',
  phone: '0532 111 22 33',
  role: 'Admin',
  ...overrides,
});

const DTO_KEYS = ['createdAt', 'email', 'firstName', 'id', 'isActive', 'lastName', 'phone', 'role', 'username'];

for (const kind of DATABASES) {
  describe(`admin users on ${kind}`, () => {
    let server: TestServer;
    let smtp: TestSmtp;
    let admin: string;
    let adminId: number;
    let tenant: Tenant;

    // A poll of a minute: account e-mails go out because queuing one wakes the dispatcher.
    withMailingServer(
      kind,
      async (cast) => {
        ({ server, smtp, admin, tenant } = cast);
        const [row] = await server.app.db.select({ id: users.id }).from(users).where(eq(users.username, ADMIN.username));
        adminId = row.id;
      },
      { MAIL_FROM: 'Tamir Formu <bildirim@tamir.example.com>' },
    );

    const create = (body: Record<string, unknown>, path = '/api/users', token: string | null = admin) => server.request('POST', path, { token, body });
    const update = (id: number, body: Record<string, unknown>, path = '/api/user', token: string | null = admin) =>
      server.request('PUT', `${path}/${id}`, { token, body });
    const get = (id: number, token: string | null = admin) => server.request('GET', `/api/users/${id}`, { token });
    const toggle = (id: number, token: string | null = admin) => server.request('POST', `/api/users/${id}/toggle-status`, { token });
    const remove = (id: number, token: string | null = admin) => server.request('DELETE', `/api/users/${id}`, { token });
    const loginStatus = async (username: string, password: string) =>
      (await server.request('POST', '/api/auth/login', { body: { username, password } })).status;
    const setGeneral = async (values: Record<string, unknown>) => {
      const value = { ...DEFAULT_SETTINGS.general, ...values };
      await server.app.db.insert(settings).values({ section: 'general', value }).onConflictDoUpdate({ target: settings.section, set: { value } });
    };
    const newAdmin = async (overrides: Record<string, unknown> = {}) => {
      const body = validBody(overrides);
      const reply = await create(body);
      assert.equal(reply.status, 201, reply.text);
      return { id: reply.body.id as number, username: body.username as string, password: body.password as string };
    };

    it('creates an admin through POST /user and POST /users: 201 with its id and the e-mail message, logged without the password', async () => {
      for (const path of ['/api/user', '/api/users']) {
        const body = validBody({ username: `  ${fresh('Mehmet')} `, email: ' mehmet@example.com ', phone: '532 111 22 33' });
        const reply = await create(body, path);
        assert.equal(reply.status, 201, reply.text);
        assert.deepEqual(Object.keys(reply.body).sort(), ['id', 'message']);
        assert.equal(reply.body.message, MSG.userCreated('mehmet@example.com'));
        assert.match(reply.body.message, /Giriş bilgileri .* adresine e-posta ile gönderildi/);

        const detail = await get(reply.body.id);
        assert.equal(detail.status, 200);
        assert.deepEqual(Object.keys(detail.body).sort(), DTO_KEYS);
        assert.equal(detail.body.username, String(body.username).trim());
        assert.equal(detail.body.email, 'mehmet@example.com');
        assert.equal(detail.body.phone, '05321112233');
        assert.equal(detail.body.role, 'Admin');
        assert.equal(detail.body.isActive, true);
        assert.ok(!Number.isNaN(Date.parse(detail.body.createdAt)));
        assert.equal(await loginStatus(String(body.username).trim().toUpperCase(), String(body.password)), 200, 'the new admin signs in');

        const [log] = await server.app.db
          .select()
          .from(systemLogs)
          .where(and(eq(systemLogs.entityType, 'User'), eq(systemLogs.entityId, String(reply.body.id)), eq(systemLogs.action, 'Create')));
        assert.equal(log.username, ADMIN.username);
        assert.ok(log.description?.includes(String(body.username).trim()));
        assert.ok(!log.description?.includes(String(body.password)));
      }
    });

    it('answers every field rule of the user form with its own text, one field at a time, and writes nothing', async () => {
      const usersBefore = await countRows(server, 'users');
      const notificationsBefore = await countRows(server, 'notifications');
      const check = async (overrides: Record<string, unknown>, errors: Record<string, string[]>, drop: string[] = []) => {
        const body: Record<string, unknown> = validBody(overrides);
        for (const field of drop) delete body[field];
        const reply = await create(body);
        assert.equal(reply.status, 400, JSON.stringify(body));
        assert.equal(reply.body.message, MSG.validationFailed);
        assert.deepEqual(reply.body.errors, errors, JSON.stringify(body));
      };
      await check({ username: '' }, { username: [MSG.adminUsernameRequired] });
      await check({ username: '   ' }, { username: [MSG.adminUsernameRequired] });
      await check({ username: 'ab' }, { username: [MSG.adminUsernameMin] });
      await check({}, { username: [MSG.adminUsernameRequired] }, ['username']);
      await check({ password: '' }, { password: [MSG.adminPasswordRequired] });
      await check({}, { password: [MSG.adminPasswordRequired] }, ['password']);
      await check({ password: '12345' }, { password: ['Şifre en az 6 karakter olmalıdır'] });
      await check({ firstName: '' }, { firstName: [MSG.firstNameRequired] });
      await check({ lastName: ' ' }, { lastName: [MSG.lastNameRequired] });
      await check({ email: '' }, { email: [MSG.emailRequired] });
      await check({ email: 'ayse yilmaz@example.com' }, { email: ['Geçerli bir e-posta adresi giriniz'] });
      await check({ email: 'ayse@example' }, { email: [MSG.emailInvalid] });
      await check({ phone: '' }, { phone: [MSG.phoneRequired] });
      await check({ phone: '0532 111 22' }, { phone: ['Geçerli bir telefon numarası giriniz'] });
      await check({ phone: '0532 111 22 33 4' }, { phone: [MSG.phoneInvalid] });
      await check({}, { role: [MSG.roleRequired] }, ['role']);
      await check({ role: 'Root' }, { role: [MSG.roleInvalid] });
      await check({ username: 5, email: ['a@b.co'] }, { username: [MSG.invalidValue], email: [MSG.emailInvalid] });

      // An empty body names every field, in the form's order.
      const empty = await create({});
      assert.equal(empty.status, 400);
      assert.deepEqual(Object.keys(empty.body.errors), ['username', 'password', 'firstName', 'lastName', 'email', 'phone', 'role']);
      assert.equal((await create({ username: 'abc' }, '/api/users', admin)).status, 400);
      const notObject = await server.request('POST', '/api/user', { token: admin, rawBody: '[1,2]' });
      assert.equal(notObject.status, 400);

      // Ten digits and eleven digits are both phones (administration §5 general formats).
      assert.equal((await create(validBody({ phone: '5321112233' }))).status, 201);
      assert.equal((await create(validBody({ phone: '0 (532) 111-22-33' }))).status, 201);
      assert.equal(await countRows(server, 'users'), usersBefore + 2);
      assert.equal(await countRows(server, 'notifications'), notificationsBefore + 2);
    });

    it('holds passwords to the configured minimum (general.passwordMinLength)', async () => {
      await setGeneral({ passwordMinLength: 8 });
      try {
        const short = await create(validBody({ password: 'Abc!123' }));
        assert.equal(short.status, 400);
        assert.deepEqual(short.body.errors, { password: ['Şifre en az 8 karakter olmalıdır'] });
        const user = await newAdmin({ password: 'Abc!1234' });
        const edit = await update(user.id, { email: 'a@example.com', phone: '05321112233', password: 'Kisa!12' });
        assert.deepEqual(edit.body.errors, { password: ['Şifre en az 8 karakter olmalıdır'] });
      } finally {
        await setGeneral({});
      }
    });

    it('gives a new account mustChangePassword as general.requirePasswordChange says', async () => {
      const loginOf = async (user: { username: string; password: string }) =>
        (await server.request('POST', '/api/auth/login', { body: { username: user.username, password: user.password } })).body.user.mustChangePassword;
      assert.equal(await loginOf(await newAdmin()), false);
      await setGeneral({ requirePasswordChange: true });
      try {
        assert.equal(await loginOf(await newAdmin()), true);
      } finally {
        await setGeneral({});
      }
    });

    it('updates only the fields sent; a blank password keeps the old one, a new one replaces it and ends the old sessions', async () => {
      const user = await newAdmin({ firstName: 'Eski', lastName: 'Soyad' });
      const oldToken = await server.login(user.username, user.password);

      const partial = await update(user.id, { firstName: 'Yeni', email: 'yeni@example.com', phone: '0533 222 33 44', password: '' });
      assert.equal(partial.status, 200, partial.text);
      assert.deepEqual(Object.keys(partial.body).sort(), DTO_KEYS);
      assert.equal(partial.body.firstName, 'Yeni');
      assert.equal(partial.body.lastName, 'Soyad', 'a field not sent is kept');
      assert.equal(partial.body.username, user.username);
      assert.equal(partial.body.role, 'Admin');
      assert.equal(partial.body.email, 'yeni@example.com');
      assert.equal(partial.body.phone, '05332223344');
      assert.equal(await loginStatus(user.username, user.password), 200, 'a blank password keeps the current one');
      assert.equal((await server.request('GET', '/api/users', { token: oldToken })).status, 200, 'no password change: the session lives on');

      const renamed = `${user.username}x`;
      const viaUsers = await update(user.id, { username: renamed, email: 'yeni@example.com', phone: '05332223344' }, '/api/users');
      assert.equal(viaUsers.status, 200);
      assert.equal(viaUsers.body.username, renamed);
      assert.equal(viaUsers.body.firstName, 'Yeni');

      const withPassword = await update(user.id, { email: 'yeni@example.com', phone: '05332223344', password: 'Yepyeni!77' });
      assert.equal(withPassword.status, 200);
      assert.ok(!withPassword.text.includes('Yepyeni!77'));
      assert.equal(await loginStatus(renamed, 'Yepyeni!77'), 200, 'the new password works');
      assert.equal(await loginStatus(renamed, user.password), 401, 'the old one does not');
      assert.equal((await server.request('GET', '/api/users', { token: oldToken })).status, 401, 'sessions of the old password end');

      const [log] = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.entityType, 'User'), eq(systemLogs.entityId, String(user.id)), eq(systemLogs.action, 'Update')))
        .orderBy(systemLogs.id);
      assert.match(log.description ?? '', /ad, e-posta, telefon/);

      const checks: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [{ username: '', email: 'a@b.co', phone: '05321112233' }, { username: [MSG.adminUsernameRequired] }],
        [{ username: 'ab', email: 'a@b.co', phone: '05321112233' }, { username: [MSG.adminUsernameMin] }],
        [{ firstName: '', email: 'a@b.co', phone: '05321112233' }, { firstName: [MSG.firstNameRequired] }],
        [{ password: '123', email: 'a@b.co', phone: '05321112233' }, { password: ['Şifre en az 6 karakter olmalıdır'] }],
        [{ phone: '05321112233' }, { email: [MSG.emailRequired] }],
        [{ email: 'a@b.co' }, { phone: [MSG.phoneRequired] }],
        [{ email: 'a@b.co', phone: '05321112233', role: 'Root' }, { role: [MSG.roleInvalid] }],
      ];
      for (const [body, errors] of checks) {
        const reply = await update(user.id, body);
        assert.equal(reply.status, 400, JSON.stringify(body));
        assert.deepEqual(reply.body.errors, errors);
      }
      assert.equal((await update(999_999, { email: 'a@b.co', phone: '05321112233' })).status, 404);
      assert.equal((await get(999_999)).status, 404);
    });

    it('refuses a username taken in any letter case with 409 and the Turkish text', async () => {
      const first = await newAdmin({ username: fresh('Zeynep') });
      const duplicate = await create(validBody({ username: first.username.toUpperCase() }));
      assert.equal(duplicate.status, 409);
      assert.deepEqual(duplicate.body, { message: 'Bu kullanıcı adı zaten kullanılıyor' });
      const second = await newAdmin();
      const rename = await update(second.id, { username: first.username.toLowerCase(), email: 'b@example.com', phone: '05321112233' });
      assert.equal(rename.status, 409);
      assert.equal(rename.body.message, MSG.usernameTaken);
      assert.equal((await update(first.id, { username: first.username.toLowerCase(), email: 'c@example.com', phone: '05321112233' })).status, 200);
      assert.equal((await create(validBody({ username: ADMIN.username.toUpperCase() }))).status, 409);
    });

    it('deactivates and activates with toggle-status: a passive user cannot sign in and their token stops at once; delete removes the account', async () => {
      const user = await newAdmin();
      const token = await server.login(user.username, user.password);
      const off = await toggle(user.id);
      assert.equal(off.status, 200);
      assert.equal(off.body.isActive, false);
      assert.deepEqual(Object.keys(off.body).sort(), DTO_KEYS);
      assert.equal((await server.request('GET', '/api/users', { token })).status, 401, 'the old token is refused at once');
      const login = await server.request('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
      assert.equal(login.status, 403);
      assert.equal(login.body.message, MSG.accountInactive);

      const on = await toggle(user.id);
      assert.equal(on.body.isActive, true);
      assert.equal(await loginStatus(user.username, user.password), 200);

      const actions = await server.app.db
        .select({ action: systemLogs.action, description: systemLogs.description })
        .from(systemLogs)
        .where(and(eq(systemLogs.entityType, 'User'), eq(systemLogs.entityId, String(user.id)), eq(systemLogs.action, 'StatusChange')))
        .orderBy(systemLogs.id);
      assert.deepEqual(
        actions.map((a) => a.description),
        [`${MSG.userDeactivated}: ${user.username}`, `${MSG.userActivated}: ${user.username}`],
      );

      const token2 = await server.login(user.username, user.password);
      const deleted = await remove(user.id);
      assert.equal(deleted.status, 200);
      assert.deepEqual(deleted.body, { message: MSG.userDeleted });
      assert.equal((await get(user.id)).status, 404);
      assert.equal((await toggle(user.id)).status, 404);
      assert.equal((await remove(user.id)).status, 404);
      assert.equal((await server.request('GET', '/api/users', { token: token2 })).status, 401);
      assert.equal(await loginStatus(user.username, user.password), 401);
      const [log] = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.entityType, 'User'), eq(systemLogs.entityId, String(user.id)), eq(systemLogs.action, 'Delete')));
      assert.ok(log.description?.includes(user.username));
    });

    it('lets an admin neither deactivate, delete nor demote themself', async () => {
      const other = await newAdmin();
      const token = await server.login(other.username, other.password);
      const off = await toggle(other.id, token);
      assert.equal(off.status, 409);
      assert.deepEqual(off.body, { message: MSG.selfDeactivate });
      const del = await remove(other.id, token);
      assert.equal(del.status, 409);
      assert.deepEqual(del.body, { message: MSG.selfDelete });
      const shopId = await createShop(server);
      const demote = await update(other.id, { email: 'a@b.co', phone: '05321112233', role: 'Tamirci', repairShopId: shopId }, '/api/user', token);
      assert.equal(demote.status, 409);
      assert.equal(demote.body.message, MSG.selfRoleChange);
      assert.equal((await get(other.id)).body.isActive, true);
      assert.equal((await get(other.id)).body.role, 'Admin');
    });

    it('never deactivates or deletes the last active admin, even when two admins remove each other at once', async () => {
      const actorFor = (user: { id: number; username: string }): Actor => ({
        ip: '127.0.0.1',
        method: 'POST',
        path: '/api/users',
        subject: null,
        user: {
          id: user.id,
          username: user.username,
          firstName: '',
          lastName: '',
          role: 'Admin',
          repairShopId: null,
          mustChangePassword: false,
          sessionId: 'race',
        },
      });
      const activeAdmins = async () =>
        (
          await server.app.db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, 'Admin'), eq(users.isActive, true)))
        ).map((row) => row.id);
      const activeBefore = await activeAdmins();
      const pairs = { toggleStatus: [await newAdmin(), await newAdmin()], remove: [await newAdmin(), await newAdmin()] };
      try {
        for (const operation of ['toggleStatus', 'remove'] as const) {
          // Exactly two active admins, x and y (the others are set aside in the table for the moment).
          const [x, y] = pairs[operation];
          await server.app.db.update(users).set({ isActive: false }).where(eq(users.role, 'Admin'));
          for (const id of [x.id, y.id]) await server.app.db.update(users).set({ isActive: true }).where(eq(users.id, id));

          // Both at once, straight into the service so that both have passed the sign-in check: each
          // transaction alone would see the other admin still active. One wins, the other hears why not.
          const results = await Promise.allSettled([
            server.app.userService[operation](y.id, actorFor(x)),
            server.app.userService[operation](x.id, actorFor(y)),
          ]);
          const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
          assert.equal(refused.length, 1, `${operation}: exactly one of the two is refused`);
          assert.equal(refused[0].reason.statusCode, 409);
          assert.equal(refused[0].reason.message, 'Son aktif yönetici silinemez veya pasifleştirilemez');
          assert.equal((await activeAdmins()).length, 1, `${operation}: one active admin remains`);
        }
      } finally {
        for (const id of activeBefore) await server.app.db.update(users).set({ isActive: true }).where(eq(users.id, id));
      }

      // A second admin is deactivated: the bootstrap admin is the last active one and can neither
      // deactivate nor delete itself.
      const second = await newAdmin();
      await server.app.db.update(users).set({ isActive: false }).where(eq(users.role, 'Admin'));
      await server.app.db.update(users).set({ isActive: true }).where(eq(users.id, adminId));
      try {
        const last = await toggle(adminId);
        assert.equal(last.status, 409);
        assert.deepEqual(last.body, { message: MSG.lastActiveAdmin });
        const lastDelete = await remove(adminId);
        assert.equal(lastDelete.status, 409);
        assert.deepEqual(lastDelete.body, { message: MSG.lastActiveAdmin });
        // With another active admin again, the self rule speaks instead.
        assert.equal((await toggle(second.id)).body.isActive, true);
        assert.equal((await toggle(adminId)).body.message, MSG.selfDeactivate);
        assert.equal((await get(adminId)).body.isActive, true);
      } finally {
        for (const id of activeBefore) await server.app.db.update(users).set({ isActive: true }).where(eq(users.id, id));
      }
    });

    it('creates a Tamirci account only with an existing repair shop', async () => {
      const noShop = await create(validBody({ role: 'Tamirci' }));
      assert.equal(noShop.status, 400);
      assert.deepEqual(noShop.body.errors, { repairShopId: [MSG.userShopRequired] });
      const unknownShop = await create(validBody({ role: 'Tamirci', repairShopId: 999_999 }));
      assert.equal(unknownShop.status, 400);
      assert.deepEqual(unknownShop.body.errors, { repairShopId: [MSG.shopNotFound] });
      const body = validBody({ role: 'Tamirci', repairShopId: tenant.shopId });
      const created = await create(body);
      assert.equal(created.status, 201);
      const [row] = await server.app.db.select().from(users).where(eq(users.id, created.body.id));
      assert.equal(row.repairShopId, tenant.shopId);
      assert.equal(await loginStatus(String(body.username), String(body.password)), 200);
      // An admin created with a shop id belongs to no shop.
      const adminWithShop = await create(validBody({ repairShopId: tenant.shopId }));
      const [adminRow] = await server.app.db.select().from(users).where(eq(users.id, adminWithShop.body.id));
      assert.equal(adminRow.repairShopId, null);
    });

    it('lists one role a page at a time with the total in x-total-count, and counts all and active ones over every row', async () => {
      for (let i = 0; i < 3; i++) await newAdmin();
      await toggle((await newAdmin()).id);
      const all = await server.app.db.select({ isActive: users.isActive }).from(users).where(eq(users.role, 'Admin'));
      const total = all.length;
      const activeCount = all.filter((u) => u.isActive).length;

      const first = await server.request('GET', '/api/users', { token: admin });
      assert.equal(first.status, 200);
      assert.equal(first.headers.get('x-total-count'), String(total));
      assert.equal(first.body.length, Math.min(total, 50));
      assert.ok(
        first.body.every((u: { role: string }) => u.role === 'Admin'),
        'the default list holds admins only',
      );
      for (const row of first.body) assert.deepEqual(Object.keys(row).sort(), DTO_KEYS);

      const pageSize = 2;
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(total / pageSize); page++) {
        const reply = await server.request('GET', `/api/users?page=${page}&pageSize=${pageSize}`, { token: admin });
        assert.equal(reply.headers.get('x-total-count'), String(total));
        seen.push(...reply.body.map((u: { id: number }) => u.id));
      }
      assert.equal(new Set(seen).size, total, 'the pages together hold every admin once');
      const beyond = await server.request('GET', `/api/users?page=${total + 1}&pageSize=${pageSize}`, { token: admin });
      assert.deepEqual(beyond.body, []);

      const stats = await server.request('GET', '/api/users/statistics', { token: admin });
      assert.deepEqual(stats.body, { totalCount: total, activeCount });

      const tamirci = await server.request('GET', '/api/users?role=Tamirci&pageSize=200', { token: admin });
      assert.ok(tamirci.body.some((u: { id: number }) => u.id === tenant.user.id));
      assert.ok(tamirci.body.every((u: { role: string }) => u.role === 'Tamirci'));
      const tamirciStats = await server.request('GET', '/api/users/statistics?role=Tamirci', { token: admin });
      assert.equal(tamirciStats.body.totalCount, Number(tamirci.headers.get('x-total-count')));

      const bad = await server.request('GET', '/api/users?pageSize=201', { token: admin });
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.errors, { pageSize: [MSG.pageSizeInvalid(200)] });
      assert.equal((await server.request('GET', '/api/users?page=0', { token: admin })).status, 400);
      assert.equal((await server.request('GET', '/api/users?role=Root', { token: admin })).status, 400);
    });

    it('refuses a Tamirci every call with 403 and a Turkish text (before reading the body), and anonymous callers with 401', async () => {
      const target = await newAdmin();
      const usersBefore = await countRows(server, 'users');
      const calls: Array<[string, string, unknown]> = [
        ['GET', '/api/users', undefined],
        ['GET', '/api/users/statistics', undefined],
        ['GET', `/api/users/${target.id}`, undefined],
        ['POST', '/api/user', validBody()],
        ['POST', '/api/users', validBody()],
        ['POST', '/api/users', {}],
        ['PUT', `/api/user/${target.id}`, { email: 'x@example.com', phone: '05321112233' }],
        ['PUT', `/api/users/${target.id}`, { username: '' }],
        ['POST', `/api/users/${target.id}/toggle-status`, undefined],
        ['DELETE', `/api/users/${target.id}`, undefined],
        ['DELETE', `/api/users/${tenant.user.id}`, undefined],
      ];
      for (const [method, path, body] of calls) {
        const asTamirci = await server.request(method, path, { token: tenant.token, body });
        assert.equal(asTamirci.status, 403, `${method} ${path}: ${asTamirci.text}`);
        assert.deepEqual(asTamirci.body, { message: MSG.forbidden });
        const anonymous = await server.request(method, path, { body });
        assert.equal(anonymous.status, 401, `${method} ${path}`);
        assert.equal(anonymous.body.message, MSG.sessionExpired);
      }
      assert.equal(await countRows(server, 'users'), usersBefore);
      assert.equal((await get(target.id)).body.isActive, true);
    });

    it('sends the login details to the new address over SMTP; the password is never stored in clear, logged or answered', async () => {
      const password = 'Gz!Ac7$kQ';
      // First with the SMTP server down: the row waits, its body masked and its sealed text encrypted.
      await smtp.stop();
      const body = validBody({ password, email: 'yeni.yonetici@example.com', firstName: 'Deniz', lastName: 'Kaya' });
      const created = await create(body);
      assert.equal(created.status, 201);
      assert.ok(!created.text.includes(password));
      const [queued] = await server.app.db.select().from(notifications).where(eq(notifications.recipient, 'yeni.yonetici@example.com'));
      const waiting = await waitFor('a failed first attempt', async () => {
        const row = await notificationById(server, queued.id);
        return row.retryCount >= 1 && row;
      });
      assert.equal(waiting.status, 'Pending');
      assert.equal(waiting.type, 'Email');
      assert.equal(waiting.repairShopId, null);
      assert.equal(waiting.repairFormId, null);
      assert.equal(waiting.subject, 'Tamir Formu giriş bilgileriniz');
      assert.equal(waiting.customerName, 'Deniz Kaya');
      assert.ok(waiting.body.includes(`Kullanıcı adı: ${body.username}`));
      assert.ok(waiting.body.includes('Şifre: ••••••'));
      assert.ok(!waiting.body.includes(password));
      assert.ok(waiting.sealedBody && !waiting.sealedBody.includes(password));
      assert.ok(server.app.fieldCrypto.decrypt(waiting.sealedBody).includes(`Şifre: ${password}`));
      assert.ok(!(waiting.errorMessage ?? '').includes(password));

      // The server is back: the retry sends the real text and forgets it.
      await smtp.start();
      await server.app.db.update(notifications).set({ nextAttemptAt: new Date() }).where(eq(notifications.id, queued.id));
      server.app.notificationOutbox.notifyQueued();
      const sent = await waitFor('the account e-mail to be sent', async () => {
        const row = await notificationById(server, queued.id);
        return row.status === 'Sent' && row.sealedBody === null && row;
      });
      assert.ok(!sent.body.includes(password));
      const mail = await waitFor('the SMTP server to receive it', async () => smtp.received.find((m) => m.notificationId === queued.id));
      assert.deepEqual(mail.to, ['yeni.yonetici@example.com']);
      const text = decodedText(mail.raw);
      assert.ok(text.includes(password), 'the e-mail carries the password');
      assert.ok(text.includes(String(body.username)));
      assert.ok(!text.includes('••••••'));

      // Nowhere else: not in a log row, not in an answer.
      const logs = await server.app.db.select().from(systemLogs);
      await server.app.systemLog.flush();
      const allLogs = [...logs, ...(await server.app.db.select().from(systemLogs))];
      assert.ok(!JSON.stringify(allLogs).includes(password), 'no system_logs row holds the password');
      const answers = [
        await server.request('GET', '/api/users?pageSize=200', { token: admin }),
        await get(created.body.id),
        await update(created.body.id, { email: 'yeni.yonetici@example.com', phone: '05321112233' }),
        await toggle(created.body.id),
      ];
      for (const answer of answers) assert.ok(!answer.text.includes(password) && !answer.text.includes('argon2'), answer.text.slice(0, 200));
      const stored = await server.app.db.select().from(notifications).where(eq(notifications.id, queued.id));
      assert.ok(!JSON.stringify(stored).includes(password));
    });

    it('ends a deleted or deactivated Tamirci account too (admin managing shop staff by id)', async () => {
      const staff = await createUser(server, { repairShopId: tenant.shopId });
      const staffToken = await server.login(staff.username, staff.password);
      assert.equal((await toggle(staff.id)).body.isActive, false);
      assert.equal((await server.request('GET', '/api/company', { token: staffToken })).status, 401);
      const other = await createUser(server, { repairShopId: tenant.shopId });
      const otherToken = await server.login(other.username, other.password);
      assert.equal((await remove(other.id)).status, 200);
      assert.equal((await server.request('GET', '/api/company', { token: otherToken })).status, 401);
    });
  });
}
