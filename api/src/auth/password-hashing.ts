import { availableParallelism } from 'node:os';
import { type Algorithm, type Options, hash, verify } from '@node-rs/argon2';

/** The argon2 functions this module calls, as one object: a test watches which hashes a sign-in verifies. */
export const argon2 = { hash, verify };

// The package declares Algorithm as an ambient const enum, which isolatedModules
// cannot read; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/**
 * For passwords a person chose: argon2id with the package's defaults (19 MiB,
 * 2 passes, 1 lane; OWASP's first recommendation), about 35 ms here. A chosen
 * password may be guessable, so every guess must be expensive.
 */
const CHOSEN: Options = { algorithm: ARGON2ID };

/**
 * For passwords the server generated (bulk-created accounts, a student's
 * readable one too): argon2id with
 * 4 MiB and 1 pass, about 2 ms here, so 2,000 accounts hash in seconds rather
 * than over a minute. The cost of a hash only matters against guessing; a
 * generated password is 14 characters drawn uniformly from 64 with every
 * category present (domain `generatePassword`), about 83 bits, so even a
 * billion guesses a second would need some 10^8 years on average. The lighter
 * parameters are written into the hash (`m=4096,t=1`) and `verify` reads them
 * from there, so both kinds verify alike; when the person changes it, the new
 * password gets the CHOSEN parameters. A student's readable password (three
 * words and two digits, about 31 bits: domain `generateReadablePassword`) is
 * hashed the same: the throttle guards it online, and offline, from a stolen
 * database, full cost would only slow a guess some 17-fold while making a
 * 2,000-student import take over half a minute; a generated password is used
 * nowhere else, so cracking it gives no more than the database itself.
 */
const GENERATED: Options = { algorithm: ARGON2ID, memoryCost: 4096, timeCost: 1, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, CHOSEN);
}

export function hashGeneratedPassword(password: string): Promise<string> {
  return argon2.hash(password, GENERATED);
}

/**
 * Hashes generated passwords a few at a time: argon2 runs on libuv's thread
 * pool, and more hashes in flight than cores only queue there while holding
 * their memory.
 */
export async function hashGeneratedPasswords(passwords: readonly string[]): Promise<string[]> {
  const hashes: string[] = new Array<string>(passwords.length);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const index = next;
      next += 1;
      hashes[index] = await hashGeneratedPassword(passwords[index] ?? '');
    }
  };
  const lanes = Math.max(1, Math.min(availableParallelism(), 4, passwords.length));
  await Promise.all(Array.from({ length: lanes }, worker));
  return hashes;
}

/** Whether a stored hash was made with less memory than a chosen password gets (a generated one). */
export function isLightHash(passwordHash: string): boolean {
  const memory = /\$m=(\d+),/.exec(passwordHash)?.[1];
  return memory !== undefined && Number(memory) < 19456;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(passwordHash, password);
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

/**
 * Verifies a sign-in. A wrong password against a light (generated) hash also
 * pays for the dummy verification, so it takes at least as long as an unknown
 * e-mail and does not tell which addresses hold bulk-created accounts. An
 * account with no password yet (null) matches nothing, at an unknown e-mail's cost.
 */
export async function verifySignIn(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) return verifyAgainstDummy(password);
  const matches = await verifyPassword(passwordHash, password);
  if (!matches && isLightHash(passwordHash)) await verifyAgainstDummy(password);
  return matches;
}

/** Makes the dummy hash ahead of the first unknown e-mail, which would otherwise pay for it and stand out. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-0!A');
  return dummyHash;
}
