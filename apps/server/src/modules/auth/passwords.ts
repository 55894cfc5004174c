import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (19 MiB, 2 passes, 1 lane: the OWASP minimum); its
// Algorithm enum is a `const enum`, which isolatedModules cannot import, so we rely on that default.

/** Hashes a password with argon2id; the result embeds its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when the password matches; a malformed stored hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * An argon2id hash with the same parameters as real ones, of a password no account has. Fixed in
 * the source so the first unknown e-mail after a start costs no more than later ones.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$cO4zJzLdX1eAKERIjHabIg$zECX+SlzLmeVJbXMwwyG0mtgrBctJMHMLvIrnf0GjYI';

/**
 * Verifies against a fixed hash so that an unknown e-mail costs as much time as a wrong password:
 * the sign-in answer must not reveal which addresses have accounts.
 */
export async function verifyAgainstDummyHash(password: string): Promise<void> {
  await verifyPassword(DUMMY_HASH, password);
}
