import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2 hashes with argon2id by default. */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Spends the time of a real check when the user does not exist, so timing does not reveal it. */
export async function verifyDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('tamir-formu-dummy-password');
  await verifyPassword(await dummyHash, password);
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%';

/** administration §9: 9 characters with a lower-case letter, an upper-case letter, a digit and one of !@#$%. */
export function generatePassword(length = 9): string {
  const pick = (set: string) => set[randomInt(set.length)];
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  const all = LOWER + UPPER + DIGITS;
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
