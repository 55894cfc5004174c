import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) of the secrets the server keeps for others: card-payment
 * keys and accounting tokens. A sealed value reads `v1.<key id>.<iv>.<tag>.<ciphertext>`
 * (base64url parts), so it says which key made it. `context` names what the value is for (for
 * example `stripe:secret_key:<showroom id>`) and is bound as associated data: a ciphertext copied
 * into another row or field does not open.
 *
 * Key rotation: set the new key as ENCRYPTION_KEY and the old one as ENCRYPTION_KEY_PREVIOUS;
 * values made with either open, new values use the new key, and `needsResealing` tells a caller
 * to write the value back under the new key (docs/operations.md).
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
  /** True when the value was sealed with a key other than the current one. */
  needsResealing(sealed: string): boolean;
}

export class SecretBoxError extends Error {}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface DerivedKey {
  id: string;
  key: Buffer;
}

/** Derives the AES key from the configured secret, so the secret's own length and alphabet do not matter. */
function deriveKey(secret: string): DerivedKey {
  const key = Buffer.from(hkdfSync('sha256', secret, 'stonetool', 'secret-box v1', 32));
  const id = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return { id, key };
}

export function createSecretBox(currentSecret: string, previousSecrets: string[] = []): SecretBox {
  const current = deriveKey(currentSecret);
  const keysById = new Map<string, Buffer>(
    [current, ...previousSecrets.map(deriveKey)].map(({ id, key }) => [id, key]),
  );

  function parts(sealed: string): [string, Buffer, Buffer, Buffer] {
    const [version, keyId, iv, tag, ciphertext, ...rest] = sealed.split('.');
    if (version !== VERSION || !keyId || !iv || !tag || ciphertext === undefined || rest.length) {
      throw new SecretBoxError('Not a sealed secret');
    }
    return [
      keyId,
      Buffer.from(iv, 'base64url'),
      Buffer.from(tag, 'base64url'),
      Buffer.from(ciphertext, 'base64url'),
    ];
  }

  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        VERSION,
        current.id,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        ciphertext.toString('base64url'),
      ].join('.');
    },
    open(sealed, context) {
      const [keyId, iv, tag, ciphertext] = parts(sealed);
      const key = keysById.get(keyId);
      if (!key) throw new SecretBoxError('Sealed with a key this server does not have');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
        throw new SecretBoxError('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('The sealed secret was altered or belongs to another field');
      }
    },
    needsResealing(sealed) {
      return parts(sealed)[0] !== current.id;
    },
  };
}
