import assert from 'node:assert/strict';
import { get as httpGet } from 'node:http';
import { after, describe, it } from 'node:test';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 42, fault 2: once the drain begins (SIGTERM, server.ts), readiness answers 503 so the
// balancer sends nothing more, and a call that arrives is answered 503 with Retry-After and the
// Turkish message, closing its connection, instead of being reset. (The signal itself, with a burst
// in flight, is sigterm-burst.test.ts; here the drain is begun in the process to see the answers.)

/** A GET read with node:http, which shows the Connection header fetch hides. */
function rawGet(url: string, token: string | null) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    httpGet(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

for (const kind of DATABASES) {
  describe(`the drain's answers on ${kind}`, () => {
    let server: TestServer;
    after(async () => server?.close());

    it('readiness 503 at once; a call that arrives is answered 503 with Retry-After and Connection: close', async () => {
      server = await startServer(kind);
      const token = await server.login(ADMIN.username, ADMIN.password);
      assert.equal((await server.request('GET', '/api/health/ready')).status, 200);

      server.app.beginDrain();
      const ready = await rawGet(`${server.url}/api/health/ready`, null);
      assert.equal(ready.status, 503);
      assert.equal(ready.headers['retry-after'], '5');
      assert.deepEqual(JSON.parse(ready.body), { message: 'Sunucu hazır değil: kapatılıyor' });

      const refused = await rawGet(`${server.url}/api/vehicles`, token);
      assert.equal(refused.status, 503);
      assert.equal(refused.headers['retry-after'], '2');
      assert.equal(refused.headers.connection, 'close');
      assert.deepEqual(JSON.parse(refused.body), { message: 'Sunucu şu anda yoğun. Lütfen birkaç saniye sonra tekrar deneyin' });
    });
  });
}
