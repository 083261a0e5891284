import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readyBanner } from './ready-banner';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { EncryptionKeyMismatchError } from './db/bootstrap';
import { SecretError } from './lib/secrets';
import { preparePgliteTemplate } from './db/client';
import { checkWorkers, printsBanner, runPrimary, servesRequests } from './cluster';
import { drainAndClose } from './lib/drain';

/** After the drain limit, the time left to close the database and flush the log before the process is stopped anyway. */
const CLOSE_MARGIN_MS = 5_000;
let pending: string[] = [];

async function main() {
  const config = loadConfig();
  checkWorkers(config);
  if (!servesRequests(config)) return runPrimary(config, fileURLToPath(import.meta.url));
  // The one-time admin password waits for the ready block, and is printed even if start-up fails.
  const app = await buildApp({ config, announce: (line) => pending.push(line) });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), config.shutdownGraceMs + CLOSE_MARGIN_MS).unref();
    // Every request already received is answered before the exit (lib/drain.ts).
    drainAndClose(app, config.shutdownGraceMs).then(
      (outcome) => process.exit(outcome === 'drained' ? 0 : 1),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (printsBanner()) process.stdout.write(readyBanner(config, pending));
  else for (const line of pending) process.stdout.write(`\n${line}\n\n`);
  pending = [];
}

/** `node dist/server.js --prepare-pglite-template`: the build makes the template a new data directory is copied from. */
async function prepareTemplate() {
  const made = await preparePgliteTemplate();
  process.stdout.write(`PGlite template: ${made}\n`);
}

(process.argv.includes('--prepare-pglite-template') ? prepareTemplate() : main()).catch((error: unknown) => {
  for (const line of pending) process.stdout.write(`${line}\n`);
  const known =
    error instanceof DataDirLockedError || error instanceof ConfigError || error instanceof EncryptionKeyMismatchError || error instanceof SecretError;
  process.stderr.write(`${known ? (error as Error).message : `Sunucu başlatılamadı / server failed to start: ${(error as Error)?.stack ?? String(error)}`}\n`);
  process.exit(1);
});
