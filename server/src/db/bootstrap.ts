import { eq, sql } from 'drizzle-orm';
import type { FieldCrypto } from '../lib/field-crypto';
import { generatePassword, hashPassword } from '../lib/passwords';
import type { Db } from './client';
import { settings, systemLogs, users } from './schema/index';

export interface BootstrapOptions {
  adminUsername: string;
  adminPassword: string | null;
  crypto: FieldCrypto;
  /** The app's logger, or the seed script's console. */
  logger: { info(details: object, message: string): void };
  /** Where the one-time generated password goes (stdout in production). */
  announce: (line: string) => void;
  /** The first admin's password and its hash, begun before the database opened (a new PGlite cluster). */
  firstAdmin?: Promise<FirstAdminPassword>;
}

export interface FirstAdminPassword {
  password: string;
  passwordHash: string;
}

/**
 * The first admin's password (ADMIN_PASSWORD, or a generated one) and its hash. Hashing takes
 * about half a second in a worker thread: a new embedded database starts it while PGlite boots.
 */
export async function firstAdminPassword(adminPassword: string | null): Promise<FirstAdminPassword> {
  const password = adminPassword ?? generatePassword();
  return { password, passwordHash: await hashPassword(password) };
}

export class EncryptionKeyMismatchError extends Error {
  constructor() {
    super(
      'ENCRYPTION_KEY bu veritabanındaki verileri şifreleyen anahtarla eşleşmiyor; doğru anahtarı verin. ' +
        '/ ENCRYPTION_KEY does not match the key this database was written with; provide the original key.',
    );
    this.name = 'EncryptionKeyMismatchError';
  }
}

/** Runs once per start under the start-up lock, after the migrations and the default settings. */
export async function bootstrapDatabase(db: Db, options: BootstrapOptions): Promise<void> {
  if (!(await storedKeyMatches(db, options.crypto.keyCheck()))) throw new EncryptionKeyMismatchError();
  await createFirstAdmin(db, options);
}

/**
 * Whether the stored phones were encrypted with the key whose check is `keyCheck` (recorded first
 * when none is): start-up refuses another key, and so does a restore.
 */
export async function storedKeyMatches(db: Db, keyCheck: string): Promise<boolean> {
  await db
    .insert(settings)
    .values({ section: 'security', value: { encryptionKeyCheck: keyCheck } })
    .onConflictDoNothing({ target: settings.section });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.section, 'security'));
  return row?.value.encryptionKeyCheck === keyCheck;
}

async function createFirstAdmin(db: Db, options: BootstrapOptions): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return;
  const generated = options.adminPassword === null;
  const { password, passwordHash } = await (options.firstAdmin ?? firstAdminPassword(options.adminPassword));
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({ username: options.adminUsername, passwordHash, role: 'Admin', firstName: 'Sistem', lastName: 'Yöneticisi', mustChangePassword: generated })
      .returning({ id: users.id });
    await tx.insert(systemLogs).values({
      logLevel: 'Information',
      action: 'Create',
      entityType: 'User',
      entityId: String(admin.id),
      description: `İlk yönetici oluşturuldu: ${options.adminUsername}`,
    });
  });
  if (generated) {
    options.announce(
      `İlk yönetici oluşturuldu / first admin created — kullanıcı adı / username: ${options.adminUsername}  ` +
        `şifre / password: ${password}  (yalnızca bir kez gösterilir, ilk girişte değiştirin / shown once, change it at first login)`,
    );
  } else {
    options.logger.info({ username: options.adminUsername }, 'first admin created from ADMIN_PASSWORD');
  }
}
