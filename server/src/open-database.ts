import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock';
import { FieldCrypto } from './lib/field-crypto';
import { resolveSecrets } from './lib/secrets';
import { bootstrapDatabase, firstAdminPassword, type BootstrapOptions } from './db/bootstrap';
import { ensureDefaultSettings } from './modules/settings/defaults';
import { fillFormPhoneHashes } from './modules/kvkk/form-phone-hashes';
import { fillPhoneGrams } from './modules/vehicles/phone-columns';

export interface OpenedDatabase {
  database: Database;
  fieldCrypto: FieldCrypto;
  jwtSecret: string;
  /** Closes the database and releases the PGlite directory lock. */
  close(): Promise<void>;
}

/**
 * What the server and `npm run seed:demo` both do first: take the PGlite directory lock, open the
 * database, migrate it (with the default settings and the key-dependent backfill) and create the
 * first admin, once across processes. The app's plugins then only build services.
 */
export async function openAppDatabase(config: AppConfig, options: Pick<BootstrapOptions, 'logger' | 'announce'>): Promise<OpenedDatabase> {
  const lock: DataDirLock | null = config.databaseUrl ? null : await acquireDataDirLock(config.dataDir);
  let database: Database | null = null;
  try {
    const secrets = resolveSecrets(config.dataDir, config.jwtSecret, config.encryptionKey);
    const fieldCrypto = new FieldCrypto(secrets.encryptionKey);
    // A new embedded cluster needs its first admin: the password is hashed while PGlite boots.
    const fresh = !config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
    const firstAdmin = fresh ? firstAdminPassword(config.adminPassword) : undefined;
    firstAdmin?.catch(() => undefined);
    database = config.databaseUrl ? await openPostgres(config.databaseUrl, config.dbPoolSize) : await openPglite(config.dataDir);
    await database.runExclusive(async (db, migrate) => {
      await migrate();
      await ensureDefaultSettings(db);
      await bootstrapDatabase(db, { adminUsername: config.adminUsername, adminPassword: config.adminPassword, crypto: fieldCrypto, firstAdmin, ...options });
      // The one migration that needs the key (so it runs once the key is known to fit): digit
      // buckets for vehicles written before migration 0016. Nothing to do on a current database.
      const filled = await fillPhoneGrams(db, fieldCrypto);
      if (filled > 0) options.logger.info({ vehicles: filled }, 'phone digit buckets filled');
      const hashed = await fillFormPhoneHashes(db, fieldCrypto);
      if (hashed > 0) options.logger.info({ forms: hashed }, 'form phone hashes filled');
    });
    const opened = database;
    let closed = false;
    return {
      database: opened,
      fieldCrypto,
      jwtSecret: secrets.jwtSecret,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await opened.close();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
}
