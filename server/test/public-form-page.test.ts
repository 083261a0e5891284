import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { formLinks } from '../src/db/schema/index';
import { REPO_ROOT } from '../src/config';
import { createTenant, createVehicle } from './helpers/fixtures';
import { DATABASES, startServer, type TestServer } from './helpers/server';

const FAULT_LINES = Array.from({ length: 50 }, (_, i) => `Arıza satırı ${i + 1}: ön sol fren balatası <değişim> & ayar`);
const PAGE_BUDGET = 60 * 1024;

/** What a page is made of on the wire: its HTML and every stylesheet and script it names, gzip. */
async function pageWeight(server: TestServer, html: string): Promise<number> {
  const assets = [...html.matchAll(/(?:href|src)="(\/mfe\/[^"]+)"/g)].map((match) => match[1]);
  let total = gzipSync(html).length;
  for (const asset of assets) {
    const reply = await fetch(`${server.url}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(reply.status, 200, asset);
    assert.match(reply.headers.get('cache-control') ?? '', /immutable/);
    total += gzipSync(Buffer.from(await reply.arrayBuffer())).length;
  }
  return total;
}

describe('the public form page is rendered on the server', () => {
  before(() => {
    // The page's renderer and assets come from mfe-public-form's build (dist/ssr), as in production.
    const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'mfe-public-form', 'scripts', 'build-ssr.mjs')], { encoding: 'utf8' });
    assert.equal(built.status, 0, built.stderr);
  });

  for (const kind of DATABASES) {
    describe(`on ${kind}`, () => {
      let server: TestServer;
      let token: string;
      let formNumber: string;
      before(async () => {
        server = await startServer(kind);
        const tenant = await createTenant(server);
        const vehicle = await createVehicle(server, { companyId: tenant.companyId, plate: '34 SSR 55', ownerName: 'Ayşe Çelik' });
        const reply = await server.request('POST', '/api/repairform', {
          token: tenant.token,
          body: { vehicleId: vehicle.id, descriptionLines: FAULT_LINES, partsUsed: '' },
        });
        assert.equal(reply.status, 201, reply.text);
        token = reply.body.formLinks[0].token;
        formNumber = reply.body.formNumber;
      });
      after(() => server.close());

      it('sends the whole form in the first answer: number, plate, every fault line, both signature blocks, no inline script', async () => {
        const reply = await fetch(`${server.url}/forms/view/${token}`);
        assert.equal(reply.status, 200);
        assert.match(reply.headers.get('content-type') ?? '', /^text\/html/);
        assert.equal(reply.headers.get('cache-control'), 'no-store');
        const html = await reply.text();
        assert.match(html, new RegExp(`<title>Tamir Formu ${formNumber}</title>`));
        for (const text of [formNumber, '34 SSR 55', 'Ayşe Çelik', 'Teslim Eden (Şoför)', 'Teslim Alan (Yetkili)', 'ARIZA/TAMİR FORMU'])
          assert.ok(html.includes(text), text);
        // Every line, escaped as text.
        for (const line of FAULT_LINES) assert.ok(html.includes(line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')), line);
        assert.ok(!/<script(?![^>]*\bsrc=)[^>]*>/.test(html), 'no inline script (the CSP forbids them)');
        assert.match(html, /<link rel="stylesheet" href="\/mfe\/public-form\/ssr\/page\.[0-9a-f]{8}\.css"/);
        const weight = await pageWeight(server, html);
        assert.ok(weight <= PAGE_BUDGET, `the page weighs ${weight} bytes gzip, more than ${PAGE_BUDGET}`);
      });

      it('compresses the page for a browser that accepts gzip', async () => {
        const raw = await fetch(`${server.url}/forms/view/${token}`, { headers: { 'accept-encoding': 'gzip' } });
        assert.equal(raw.headers.get('content-encoding'), 'gzip');
        assert.ok((await raw.text()).includes(formNumber));
      });

      it('answers 404 for an unknown link and 410 for an expired one, with the spec’s texts', async () => {
        const unknown = await fetch(`${server.url}/forms/view/yok-boyle-bir-baglanti`);
        assert.equal(unknown.status, 404);
        assert.ok((await unknown.text()).includes('Form bulunamadı veya link geçersiz.'));

        await server.app.db
          .update(formLinks)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(formLinks.token, token));
        const expired = await fetch(`${server.url}/forms/view/${token}`);
        assert.equal(expired.status, 410);
        const html = await expired.text();
        assert.ok(html.includes('Form süresi dolmuştur'));
        assert.ok(!html.includes(formNumber), 'an expired link shows no form');
      });
    });
  }
});
