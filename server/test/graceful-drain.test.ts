import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { call, launchServer, loginTo, type ChildServer } from './helpers/child-server';
import { waitFor } from './helpers/notifications';
import { createPostgresDatabase, DATABASES } from './helpers/server';
import { startSmtp, type TestSmtp } from './helpers/smtp';

// Issue 32: SIGTERM drains the real server process. A request whose body is still arriving when
// the signal comes is answered and kept; the e-mail batch the outbox has in hand is finished or
// released (the next process sends the rest at once, each e-mail exactly once, instead of waiting
// five minutes for a stale claim); the process exits 0 and frees the PGlite directory lock.

const FORMS = 10;

/** A POST whose body is sent in two parts: the request is in flight between them. */
function slowPost(url: string, route: string, token: string, body: unknown) {
  const text = JSON.stringify(body);
  const cut = Math.floor(text.length / 2);
  let finish!: () => void;
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      `${url}${route}`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } },
      (res) => {
        let answer = '';
        res.on('data', (chunk) => (answer += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer }));
      },
    );
    req.on('error', reject);
    req.write(text.slice(0, cut));
    finish = () => req.end(text.slice(cut));
  });
  return { reply, finish: () => finish() };
}

for (const kind of DATABASES) {
  describe(`SIGTERM drains the server process on ${kind}`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-drain-'));
    let database: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
    let smtp: TestSmtp;
    const servers: ChildServer[] = [];
    after(async () => {
      for (const server of servers) await server.stop();
      await smtp?.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('finishes the request in flight, finishes or releases the e-mail batch in hand, exits 0 and frees the lock', async () => {
      database = kind === 'postgres' ? await createPostgresDatabase() : null;
      smtp = await startSmtp({ delayMs: 300 });
      const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', NOTIFICATION_POLL_MS: '200', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
      const first = await launchServer(env);
      servers.push(first);
      await first.ready();
      const token = await loginTo(first.url);

      // Ten forms, each queuing one e-mail to its company: the dispatcher takes them as one batch.
      const recipients: string[] = [];
      for (let i = 0; i < FORMS; i++) {
        const email = `filo${i}@drain.example`;
        const company = await call(first.url, 'POST', '/api/company', token, { name: `Tahliye Filo ${i}`, contactEmail: email });
        assert.equal(company.status, 201, company.text);
        const vehicle = await call(first.url, 'POST', '/api/vehicles', token, {
          plateNumber: `34TD${1000 + i}`,
          brand: 'Ford',
          model: 'Transit',
          kilometer: 1000,
          ownerName: 'Tahliye Şoför',
          driverPhone: '0532 111 22 33',
          companyId: company.body.id,
        });
        assert.equal(vehicle.status, 201, vehicle.text);
        const form = await call(first.url, 'POST', '/api/repairform', token, { vehicleId: vehicle.body.id, descriptionLines: [`Arıza ${i}`] });
        assert.equal(form.status, 201, form.text);
        recipients.push(email);
      }
      const ofDrain = () => smtp.received.filter((mail) => mail.to[0]?.endsWith('@drain.example'));

      await waitFor('the first e-mail of the batch to be sent', async () => ofDrain().length >= 1, 20_000);
      const inFlight = slowPost(first.url, '/api/company', token, { name: 'Yarım Gelen Filo', contactEmail: 'yarim@firma.example' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      first.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      inFlight.finish();
      const answered = await inFlight.reply;
      assert.equal(answered.status, 201, `the request in flight is answered: ${answered.body}`);
      const companyId = JSON.parse(answered.body).id as number;

      const code = await Promise.race([first.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 12_000))]);
      assert.equal(code, 0, `exit code after SIGTERM:\n${first.output()}`);
      const sentByFirst = ofDrain().length;
      assert.ok(sentByFirst >= 1 && sentByFirst < FORMS, `the batch was cut short by the drain (${sentByFirst} of ${FORMS} sent)`);
      if (kind === 'pglite') assert.equal(existsSync(path.join(dataDir, 'server.lock')), false, 'the lock file is removed by the drain');

      // The directory (or database) is free at once: a new process starts on it and has everything.
      const second = await launchServer(env);
      servers.push(second);
      await second.ready();
      const token2 = await loginTo(second.url);
      const kept = await call(second.url, 'GET', `/api/company/${companyId}`, token2);
      assert.equal(kept.status, 200, kept.text);
      assert.equal(kept.body.name, 'Yarım Gelen Filo');

      // The released e-mails go out now, not after the five-minute stale claim; none twice.
      await waitFor('every e-mail of the batch to arrive', async () => ofDrain().length >= FORMS, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 700));
      assert.deepEqual(
        ofDrain()
          .map((mail) => mail.to[0])
          .sort(),
        [...recipients].sort(),
        'each e-mail exactly once',
      );
      assert.equal(await second.stop('SIGTERM'), 0);
    });
  });
}
