import { and, eq, isNull, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { authSessions, systemLogs, users } from '../db/schema/index';
import { describeFailure } from '../lib/failure';
import { generatePassword, hashPassword } from '../lib/passwords';
import { SecretError } from '../lib/secrets';
import { openAppDatabase } from '../open-database';

class UnknownUserError extends Error {}

/**
 * npm run admin:reset-password -- <username>: sets a new generated password for a user on
 * DATA_DIR / DATABASE_URL, prints it once, signs that user out everywhere and makes them change it
 * at the next sign-in. With the server stopped when the database is the embedded one.
 */
async function main(): Promise<void> {
  const username = process.argv[2]?.trim();
  if (!username) throw new ConfigError('Kullanım / usage: npm run admin:reset-password -- <kullanıcı adı / username>');
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const quiet = { info: () => undefined };
  const opened = await openAppDatabase(config, { logger: quiet, announce: (line) => process.stdout.write(`${line}\n`) });
  try {
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const db = opened.database.db;
    const found = await db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: true, failedLoginCount: 0, lockedUntil: null, passwordChangedAt: sql`now()` })
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .returning({ id: users.id, username: users.username });
      if (!user) return null;
      await tx
        .update(authSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)));
      await tx.insert(systemLogs).values({
        logLevel: 'Warning',
        action: 'Update',
        entityType: 'User',
        entityId: String(user.id),
        description: `Şifre komut satırından sıfırlandı: ${user.username}`,
      });
      return user;
    });
    if (!found) throw new UnknownUserError(`Kullanıcı bulunamadı / no such user: ${username}`);
    process.stdout.write(
      `Yeni şifre / new password for ${found.username}: ${password}\n` +
        '  Yalnızca bir kez gösterilir; ilk girişte değiştirilmesi istenir. Açık oturumları kapatıldı.\n' +
        '  Shown once; a change is required at the next sign-in. Their open sessions were signed out.\n',
    );
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof UnknownUserError || error instanceof DataDirLockedError || error instanceof ConfigError || error instanceof SecretError;
  const failure = describeFailure(error);
  process.stderr.write(`${known ? failure.message : `Şifre sıfırlanamadı / reset failed: ${failure.stack ?? failure.message}`}\n`);
  process.exitCode = 1;
});
