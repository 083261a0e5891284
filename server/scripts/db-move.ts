/**
 * npm run db:move -- postgres://user:password@host:5432/db [--force]
 *
 * Moves the embedded installation (DATA_DIR's PGlite; DATA_DIR relative to where npm was run, as
 * for `npm start`) to an empty PostgreSQL database: dump, restore in one transaction, migrations,
 * row counts of every table compared and printed. Stop the server first. See docs/operations.md.
 */
import path from 'node:path';
import { DataDirLockedError } from '../src/db/data-dir-lock';
import { MoveError, moveEmbeddedToPostgres } from '../src/modules/backups/move';

const USAGE = 'Kullanım / usage: npm run db:move -- postgres://kullanici:sifre@sunucu:5432/veritabani [--force]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const urls = args.filter((arg) => arg !== '--force');
  if (urls.length !== 1 || !/^postgres(ql)?:\/\//.test(urls[0]) || !URL.canParse(urls[0])) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR?.trim() || './data');
  const print = (line: string) => process.stdout.write(`${line}\n`);
  await moveEmbeddedToPostgres({ dataDir, targetUrl: urls[0], force, print });
  print('');
  print('Sonraki adım / next: sunucuyu DATABASE_URL ile başlatın ve aynı DATA_DIR’ı koruyun (secrets/ içindeki JWT ve ENCRYPTION_KEY anahtarları');
  print('oradan okunur) ya da ENCRYPTION_KEY ve JWT_SECRET değerlerini bu dosyalardan verin. / start the server with DATABASE_URL and keep');
  print('the same DATA_DIR (its secrets/ hold the JWT and encryption keys), or pass ENCRYPTION_KEY and JWT_SECRET from those files.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof MoveError || error instanceof DataDirLockedError;
    const message = known
      ? `${(error as Error).message}${error instanceof DataDirLockedError ? '\nÖnce sunucuyu durdurun / stop the server first.' : ''}`
      : `Taşıma başarısız, hedefe hiçbir şey yazılmadı / move failed, nothing was written to the target: ${(error as Error)?.message ?? String(error)}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
