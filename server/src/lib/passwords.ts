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

/** The one generator of the portal (administration §9), as the user and shop forms use it. */
export { generatePassword } from '@tamir/shared-api/domain';
