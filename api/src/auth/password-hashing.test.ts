import { describe, expect, it } from 'vitest';
import {
  hashGeneratedPassword,
  hashGeneratedPasswords,
  hashPassword,
  isLightHash,
  verifyAgainstDummy,
  verifyPassword,
  verifySignIn,
} from './password-hashing.js';

async function milliseconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function median(work: () => Promise<unknown>, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await milliseconds(work));
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
}

describe('password hashing', () => {
  it('hashes chosen passwords with the full parameters and generated ones with the light ones; both verify', async () => {
    const chosen = await hashPassword('Chosen!pw1');
    const generated = await hashGeneratedPassword('Gk7#mPq2Rx9$Ta');
    expect(chosen).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(generated).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);
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

  it('makes a wrong password against a light hash cost at least an unknown e-mail', async () => {
    const generated = await hashGeneratedPassword('Gk7#mPq2Rx9$Ta');
    await verifyAgainstDummy('warm-up');
    const unknownEmail = await median(() => verifyAgainstDummy('Wrong!pass1'));
    const wrongPassword = await median(() => verifySignIn(generated, 'Wrong!pass1'));
    const lightAlone = await median(() => verifyPassword(generated, 'Wrong!pass1'));
    expect(lightAlone).toBeLessThan(unknownEmail);
    expect(wrongPassword).toBeGreaterThanOrEqual(unknownEmail * 0.8);
    expect(await verifySignIn(generated, 'Gk7#mPq2Rx9$Ta')).toBe(true);
  });
});
