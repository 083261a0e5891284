import type { AppConfig } from './config';

/** The block printed once the portal answers: where to open it, the first admin, how to stop. */
export function readyBanner(config: AppConfig, announced: string[]): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite, ${config.dataDir}`;
  const account =
    announced.length > 0
      ? announced
      : [`Mevcut hesabınızla giriş yapın / sign in with your account (unutulan şifre / lost password: npm run admin:reset-password -- <kullanıcı>)`];
  const lines = [`Tamir Formu hazır / ready:  ${origin}/giris`, `Veritabanı / database:      ${database}`, ...account, 'Durdurmak için / to stop:   Ctrl+C'];
  const rule = '─'.repeat(72);
  return `\n${rule}\n${lines.map((line) => `  ${line}`).join('\n')}\n${rule}\n\n`;
}
