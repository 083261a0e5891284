import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { inArray } from 'drizzle-orm';
import { notifications } from '../src/db/schema/index';
import { waitFor } from './helpers/notifications';
import { postgresOnly, startServer, type TestServer } from './helpers/server';
import { startSmtp, type TestSmtp } from './helpers/smtp';

// Two API processes need PostgreSQL: PGlite serves one process per data directory by design
// (the server refuses a second one), so this case exists only when TEST_DATABASE_URL is set.
for (const kind of postgresOnly('two dispatchers on one database')) {
  describe(`two dispatchers on one ${kind} database (PostgreSQL only: two processes on one PGlite directory are impossible by design)`, () => {
    let smtp: TestSmtp;
    let first: TestServer;
    let second: TestServer;

    before(async () => {
      smtp = await startSmtp({ delayMs: 20 });
      // Processes serving one database share its keys, as in production.
      const env = {
        NOTIFICATION_POLL_MS: '100',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        JWT_SECRET: randomBytes(32).toString('hex'),
      };
      first = await startServer(kind, { env });
      second = await startServer(kind, { env, databaseUrl: first.databaseUrl! });
    });
    after(async () => {
      await second?.close();
      await first?.close();
      await smtp?.stop();
    });

    it('sends each of 20 queued e-mails exactly once', async () => {
      const rows = await first.app.db
        .insert(notifications)
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            type: 'Email' as const,
            recipient: `alici${i}@example.com`,
            recipientMasked: `al***${i}@example.com`,
            subject: `Deneme ${i}`,
            body: `Deneme e-postası ${i}`,
          })),
        )
        .returning({ id: notifications.id });
      const ids = rows.map((row) => row.id);
      first.app.notificationOutbox.notifyQueued();
      second.app.notificationOutbox.notifyQueued();

      const done = await waitFor('all 20 e-mails to be sent', async () => {
        const current = await first.app.db.select().from(notifications).where(inArray(notifications.id, ids));
        return current.every((row) => row.status === 'Sent') && current;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));

      const received = smtp.received.filter((mail) => mail.notificationId !== null && ids.includes(mail.notificationId));
      assert.equal(received.length, 20, 'no e-mail sent twice');
      assert.deepEqual(new Set(received.map((mail) => mail.notificationId)), new Set(ids));
      assert.deepEqual(received.map((mail) => mail.to[0]).sort(), done.map((row) => row.recipient).sort());
      assert.equal(new Set(done.map((row) => row.lockedBy)).size, 2, 'both processes took a share');
    });
  });
}
