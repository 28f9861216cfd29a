import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The package declares Algorithm as an ambient const enum, which isolatedModules
// cannot read; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed match, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a hash made once from a throwaway value, so an
 * unknown e-mail costs the same time as a wrong password and cannot be told apart.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

/** Makes the dummy hash ahead of the first unknown e-mail, which would otherwise pay for it and stand out. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-0!A');
  return dummyHash;
}
