import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyAgainstDummyHash, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Correct-horse-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Correct-horse-2026')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-2026')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch rather than an error', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('keeps the dummy hash on the same argon2 parameters as real hashes, so both cost the same', async () => {
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(parameters(DUMMY_HASH)).toBe(parameters(await hashPassword('Some-password-1')));
    await expect(verifyAgainstDummyHash('anything')).resolves.toBeUndefined();
  });
});
