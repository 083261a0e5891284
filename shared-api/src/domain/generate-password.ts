import { LIMITS } from './limits';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
/** administration §9: one of these symbols. */
export const PASSWORD_SYMBOLS = '!@#$%';

/** A uniform random index below `n` from crypto.getRandomValues (rejection sampling, no modulo bias). */
function randomIndex(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return buffer[0] % n;
  }
}

/**
 * The random password generator of the user and shop forms (administration §2.1, §9): 9 characters
 * with a lower-case letter, an upper-case letter, a digit and one of !@#$%, in random order.
 * Look-alike characters (l, I, O, 0, 1) are left out so the password can be read out.
 */
export function generatePassword(length: number = LIMITS.generatedPasswordLength): string {
  const pick = (set: string) => set[randomIndex(set.length)];
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(PASSWORD_SYMBOLS)];
  const all = LOWER + UPPER + DIGITS;
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
