import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class SecretError extends Error {}

/** Reads DATA_DIR/secrets/<name>, creating it with `generate()` on first use (mode 0600). */
function fileSecret(dataDir: string, name: string, generate: () => string): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${generate()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** A 32-byte key given as 64 hex digits or base64/base64url. */
export function parseKey(text: string, source: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new SecretError(`${source}: 32 baytlık bir anahtar olmalıdır (64 hex veya base64) / must be a 32-byte key`);
  return key;
}

export interface Secrets {
  jwtSecret: string;
  encryptionKey: Buffer;
}

export function resolveSecrets(dataDir: string, jwtSecret: string | null, encryptionKey: string | null): Secrets {
  return {
    jwtSecret: jwtSecret ?? fileSecret(dataDir, 'jwt.secret', () => randomBytes(48).toString('base64url')),
    encryptionKey: encryptionKey
      ? parseKey(encryptionKey, 'ENCRYPTION_KEY')
      : parseKey(
          fileSecret(dataDir, 'encryption.key', () => randomBytes(32).toString('hex')),
          path.join(dataDir, 'secrets', 'encryption.key'),
        ),
  };
}
