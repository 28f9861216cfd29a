import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  argon2,
  hashGeneratedPassword,
  hashGeneratedPasswords,
  hashPassword,
  isLightHash,
  prepareDummyHash,
  verifyAgainstDummy,
  verifyPassword,
  verifySignIn,
} from './password-hashing.js';

// The real argon2, watched: which stored hashes a sign-in verifies against.
const verify = vi.spyOn(argon2, 'verify');
afterAll(() => verify.mockRestore());

const FULL_PARAMETERS = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;
const LIGHT_PARAMETERS = /^\$argon2id\$v=19\$m=4096,t=1,p=1\$/;

/** The hashes `verify` was asked to check, in order, while `work` ran. */
async function hashesVerified(work: () => Promise<unknown>): Promise<string[]> {
  verify.mockClear();
  await work();
  return verify.mock.calls.map(([hash]) => String(hash));
}

describe('password hashing', () => {
  it('hashes chosen passwords with the full parameters and generated ones with the light ones; both verify', async () => {
    const chosen = await hashPassword('Chosen!pw1');
    const generated = await hashGeneratedPassword('Gk7#mPq2Rx9$Ta');
    expect(chosen).toMatch(FULL_PARAMETERS);
    expect(generated).toMatch(LIGHT_PARAMETERS);
    expect([isLightHash(chosen), isLightHash(generated)]).toEqual([false, true]);
    expect(await verifyPassword(chosen, 'Chosen!pw1')).toBe(true);
    expect(await verifyPassword(generated, 'Gk7#mPq2Rx9$Ta')).toBe(true);
    expect(await verifyPassword(generated, 'Gk7#mPq2Rx9$Tb')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('hashes a list in its order', async () => {
    const passwords = ['Aa1!aaaaaaaaaa', 'Bb2!bbbbbbbbbb', 'Cc3!cccccccccc', 'Dd4!dddddddddd', 'Ee5!eeeeeeeeee'];
    const hashes = await hashGeneratedPasswords(passwords);
    for (const [index, hash] of hashes.entries()) expect(await verifyPassword(hash, passwords[index] ?? '')).toBe(true);
  });

  // Timing is what matters (an unknown e-mail and a wrong password to a bulk-created
  // account must take as long), but measured times flake on a busy machine; the
  // cost of a verification is set by the parameters of the hash it checks, so
  // these check which hashes each case verifies against.
  describe('a sign-in costs at least one full-parameter verification, so timing tells nothing', () => {
    let dummy: string;
    beforeEach(async () => {
      dummy = await prepareDummyHash();
    });

    it('an unknown e-mail verifies against a dummy hash with the full parameters', async () => {
      expect(dummy).toMatch(FULL_PARAMETERS);
      expect(await hashesVerified(() => verifyAgainstDummy('Wrong!pass1'))).toEqual([dummy]);
    });

    it('a wrong password to a generated (light) hash also verifies against the dummy', async () => {
      const generated = await hashGeneratedPassword('Gk7#mPq2Rx9$Ta');
      expect(generated).toMatch(LIGHT_PARAMETERS);
      let accepted: boolean | undefined;
      const verified = await hashesVerified(async () => {
        accepted = await verifySignIn(generated, 'Wrong!pass1');
      });
      expect(accepted).toBe(false);
      expect(verified).toEqual([generated, dummy]);
    });

    it('a right password to a generated hash, and any password to a chosen one, verify once', async () => {
      const generated = await hashGeneratedPassword('Gk7#mPq2Rx9$Ta');
      const chosen = await hashPassword('Chosen!pw1');
      let results: boolean[] = [];
      const verified = await hashesVerified(async () => {
        results = [
          await verifySignIn(generated, 'Gk7#mPq2Rx9$Ta'),
          await verifySignIn(chosen, 'Wrong!pass1'),
          await verifySignIn(chosen, 'Chosen!pw1'),
        ];
      });
      expect(results).toEqual([true, false, true]);
      expect(verified).toEqual([generated, chosen, chosen]);
    });
  });
});
