import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';

const VERSION = 'v1';

/** Decrypted values kept per stored value (a stored value is one encryption: its IV is random); past this many the memory starts over. */
const PLAIN_CACHE_LIMIT = 100_000;

/**
 * AES-256-GCM for stored personal data (driver phones, SMTP/SMS secrets) and a keyed
 * HMAC-SHA256 beside it so equal values can be found without decrypting. Both keys are
 * derived from the one configured key.
 */
export class FieldCrypto {
  // Key objects made once: a Buffer key is turned into a new KeyObject on every call.
  private readonly encKey: KeyObject;
  private readonly macKey: KeyObject;
  /** Bucket of each digit triple '000'…'999', by a key of its own. */
  private readonly tripleBuckets: Uint8Array;
  /**
   * Plate search shows the driver's phone on every lookup and a part-of-a-phone search reads every
   * candidate: each stored value is decrypted once per process (3 % of the server's CPU under
   * plate-search load, docs/performance.md). A stored value never changes its plain text.
   */
  private readonly plainCache = new Map<string, string>();

  constructor(masterKey: Buffer) {
    this.encKey = createSecretKey(Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'tamir-formu field encryption', 32)));
    this.macKey = createSecretKey(Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'tamir-formu field hash', 32)));
    const bucketKey = createSecretKey(Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'tamir-formu digit buckets', 32)));
    this.tripleBuckets = Uint8Array.from({ length: 1000 }, (_, n) => createHmac('sha256', bucketKey).update(String(n).padStart(3, '0')).digest()[0]);
  }

  /**
   * The buckets (0–255) of every three consecutive digits of `digits`, sorted, each once. A phone
   * holding a run of digits has all of the run's buckets; the buckets alone do not give the digits
   * back (about four triples share each, and which ones depends on the key).
   */
  digitBuckets(digits: string): number[] {
    const buckets = new Set<number>();
    for (let i = 0; i + 3 <= digits.length; i++) {
      const triple = digits.slice(i, i + 3);
      if (/^\d{3}$/.test(triple)) buckets.add(this.tripleBuckets[Number(triple)]);
    }
    return [...buckets].sort((a, b) => a - b);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encKey, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
  }

  decrypt(stored: string): string {
    const known = this.plainCache.get(stored);
    if (known !== undefined) return known;
    const plain = this.decryptOnce(stored);
    if (this.plainCache.size >= PLAIN_CACHE_LIMIT) this.plainCache.clear();
    this.plainCache.set(stored, plain);
    return plain;
  }

  private decryptOnce(stored: string): string {
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
