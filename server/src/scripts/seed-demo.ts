import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { describeFailure } from '../lib/failure';
import { SecretError } from '../lib/secrets';
import { generatePassword } from '../lib/passwords';
import { openAppDatabase } from '../open-database';
import { EncryptionKeyMismatchError } from '../db/bootstrap';
import { DEMO_SHOPS } from './demo-data';
import { DatabaseNotEmptyError, seedDemo } from './demo-seeder';

/**
 * npm run seed:demo: opens DATA_DIR / DATABASE_URL as the server does (PGlite lock, migrations,
 * first admin), then fills an empty database with demo data. Exit code 1 when it refuses.
 */
async function main(): Promise<void> {
  // npm runs workspace scripts inside server/; a relative DATA_DIR means the folder the user ran
  // npm from, as it does for `npm start` (which runs the server from the repository root).
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const print = (line: string) => process.stdout.write(`${line}\n`);
  let adminCreated = false;
  const opened = await openAppDatabase(config, {
    logger: {
      info: (_details, message) => {
        adminCreated ||= message === 'first admin created from ADMIN_PASSWORD';
        print(message === 'first admin created from ADMIN_PASSWORD' ? `İlk yönetici oluşturuldu / first admin created: ${config.adminUsername}` : message);
      },
    },
    announce: (line) => {
      adminCreated = true;
      print(line);
    },
  });
  try {
    const password = config.demoPassword ?? generatePassword();
    const summary = await seedDemo(opened.database.db, opened.fieldCrypto, { password, publicBaseUrl: config.publicBaseUrl });
    print(
      `Örnek veriler yüklendi / demo data loaded: ${summary.shops} tamirhane, ${summary.companies} firma, ${summary.vehicles} araç, ` +
        `${summary.forms} tamir formu (${summary.formsToday} tanesi bugün), ${summary.emails} e-posta kaydı.`,
    );
    for (const shop of DEMO_SHOPS) print(`  Tamirci girişi / login: ${shop.user.username} (${shop.user.firstName} ${shop.user.lastName}, ${shop.name})`);
    print(
      config.demoPassword
        ? '  Şifre / password: DEMO_PASSWORD ortam değişkenindeki değer / the value of DEMO_PASSWORD'
        : `  Şifre / password: ${password}  (yalnızca bir kez gösterilir / shown once)`,
    );
    print(
      adminCreated
        ? `  Yönetici / admin: ${config.adminUsername}`
        : '  Yönetici / admin: mevcut yönetici hesabı korundu, ADMIN_PASSWORD uygulanmadı / the existing admin was kept, ADMIN_PASSWORD not applied',
    );
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof DatabaseNotEmptyError ||
    error instanceof DataDirLockedError ||
    error instanceof ConfigError ||
    error instanceof EncryptionKeyMismatchError ||
    error instanceof SecretError;
  const failure = describeFailure(error);
  process.stderr.write(`${known ? failure.message : `Örnek veriler yüklenemedi / seeding failed: ${failure.stack ?? failure.message}`}\n`);
  process.exitCode = 1;
});
