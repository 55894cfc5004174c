import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../errors/app-error';

// @node-rs/argon2 defaults to argon2id (19 MiB, 2 passes, 1 lane: the OWASP minimum); its
// Algorithm enum is a `const enum`, which isolatedModules cannot import, so we rely on that default.

/** Hashes a password with argon2id; the result embeds its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** How many of the most used passwords are refused (ASVS 6.2.4: at least the top 3,000). */
export const COMMON_PASSWORDS_REFUSED = 3000;

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * zxcvbn's password list, ordered by how often each was found in breaches, loaded on first use so
 * a server start does not decompress it.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .slice(0, COMMON_PASSWORDS_REFUSED)
          .map((password) => password.toLowerCase()),
      ),
  );
  return commonPasswords;
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose one that is harder to guess.';

/** True when the password, in any case, is one of the 3,000 most used. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/**
 * Hashes a password a person chose (a new password, a reset, a team member's login), refusing one of
 * the 3,000 most used with a clear message before anything is written. No composition rules apply
 * (ASVS 6.2.5): length (checked by the contracts) and this list are the whole policy.
 */
export async function hashNewPassword(password: string): Promise<string> {
  if (await isCommonPassword(password)) throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE);
  return hashPassword(password);
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
