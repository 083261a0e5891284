import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 41 §3 "The notice tells the truth": a fresh install never shows a notice without a
// controller — the admin dashboard says what is missing until the KVKK tab is filled, and the tab
// saves retention alone. Expected texts written out from the issue and the KVKK tab's labels.

for (const kind of DATABASES) {
  describe(`KVKK notice and controller on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
    });
    after(() => server?.close());

    const settingsBody = async () => {
      const reply = await server.request('GET', '/api/settings/kvkk', { token: admin });
      assert.equal(reply.status, 200, reply.text);
      const body = { ...reply.body };
      delete body.noticeVersion;
      delete body.noticePublishedAt;
      delete body.lastRetentionRunAt;
      return body as Record<string, unknown> & { retention: Record<string, number> };
    };

    it('a fresh install: the dashboard lists the missing controller details; retention saves alone; a half controller is refused', async () => {
      const fresh = await server.request('GET', '/api/dashboard/admin', { token: admin });
      assert.equal(fresh.status, 200, fresh.text);
      assert.deepEqual(fresh.body.kvkkMissing, ['Veri Sorumlusunun Unvanı', 'Başvuru E-posta Adresi', 'Veri Sorumlusunun Adresi']);

      const base = await settingsBody();
      assert.equal(base.controllerTitle, '');
      const retentionOnly = await server.request('PUT', '/api/settings/kvkk', {
        token: admin,
        body: { ...base, retention: { ...base.retention, photos: 400 } },
      });
      assert.equal(retentionOnly.status, 200, retentionOnly.text);
      assert.equal(retentionOnly.body.retention.photos, 400);
      assert.equal(retentionOnly.body.controllerTitle, '');
      const still = await server.request('GET', '/api/dashboard/admin', { token: admin });
      assert.equal(still.body.kvkkMissing.length, 3, 'retention alone does not fill the controller');

      const before = await settingsBody();
      const half = await server.request('PUT', '/api/settings/kvkk', { token: admin, body: { ...before, controllerTitle: 'Yıldız Oto Servis Ltd. Şti.' } });
      assert.equal(half.status, 400, half.text);
      assert.deepEqual(half.body.errors.address, ['Veri sorumlusunun adresi zorunludur']);
      assert.deepEqual(half.body.errors.email, ['Geçerli bir e-posta adresi giriniz']);
      assert.equal(half.body.errors.controllerTitle, undefined);
      assert.deepEqual(await settingsBody(), before, 'nothing saved');

      const filled = await server.request('PUT', '/api/settings/kvkk', {
        token: admin,
        body: { ...before, controllerTitle: 'Yıldız Oto Servis Ltd. Şti.', address: 'Sanayi Mah. 1. Cad. No: 5, Kocaeli', email: 'kvkk@yildizoto.com.tr' },
      });
      assert.equal(filled.status, 200, filled.text);
      const done = await server.request('GET', '/api/dashboard/admin', { token: admin });
      assert.deepEqual(done.body.kvkkMissing, []);
      const notice = await server.request('GET', '/api/kvkk/notice');
      assert.equal(notice.body.controllerTitle, 'Yıldız Oto Servis Ltd. Şti.');

      // Emptied again (all three): allowed, and the dashboard warns again.
      const emptied = await server.request('PUT', '/api/settings/kvkk', { token: admin, body: { ...before, controllerTitle: '', address: '', email: '' } });
      assert.equal(emptied.status, 200, emptied.text);
      const again = await server.request('GET', '/api/dashboard/admin', { token: admin });
      assert.deepEqual(again.body.kvkkMissing, ['Veri Sorumlusunun Unvanı', 'Başvuru E-posta Adresi', 'Veri Sorumlusunun Adresi']);
    });
  });
}
