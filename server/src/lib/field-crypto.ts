import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM for stored personal data (driver phones, SMTP/SMS secrets) and a keyed
 * HMAC-SHA256 beside it so equal values can be found without decrypting. Both keys are
 * derived from the one configured key.
 */
export class FieldCrypto {
  // Key objects made once: a Buffer key is turned into a new KeyObject on every call.
  private readonly encKey: KeyObject;
  private readonly macKey: KeyObject;

  constructor(masterKey: Buffer) {
    this.encKey = createSecretKey(Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'tamir-formu field encryption', 32)));
    this.macKey = createSecretKey(Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'tamir-formu field hash', 32)));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encKey, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
  }

  decrypt(stored: string): string {
    const [version, payload] = stored.split(':', 2);
    if (version !== VERSION || !payload) throw new Error('Unknown encrypted value format');
    const raw = Buffer.from(payload, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.encKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  hash(value: string): string {
    return createHmac('sha256', this.macKey).update(value).digest('hex');
  }

  /** Lets start-up detect a database written with another key before any value is misread. */
  keyCheck(): string {
    return this.hash('tamir-formu key check');
  }
}
