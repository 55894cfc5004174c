import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  DUMMY_HASH,
  hashNewPassword,
  hashPassword,
  isCommonPassword,
  verifyAgainstDummyHash,
  verifyPassword,
} from './passwords';

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

describe('a chosen password', () => {
  it.each(['password', '12345678', 'baseball', 'Trustno1', 'QWERTYUIOP'])(
    'is refused when it is one of the 3,000 most used: %s',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
      await expect(hashNewPassword(password)).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
    },
  );

  it('is hashed when it is not common, with no composition rules', async () => {
    for (const password of ['correct horse battery staple', 'granite-island-2026']) {
      expect(await isCommonPassword(password)).toBe(false);
      expect(await verifyPassword(await hashNewPassword(password), password)).toBe(true);
    }
  });
});
