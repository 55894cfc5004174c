import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export interface FileUrlSigner {
  /** `path?expires=<unix seconds>&signature=<base64url HMAC>` valid until `expiresAt`. */
  sign(path: string, expiresAt: Date): string;
  check(path: string, expires: number, signature: string, now: Date): SignatureCheck;
}

/**
 * HMAC-SHA256 signatures for links to stored files, with the expiry inside the signed text so
 * it cannot be stretched. The key is derived from the server's secret (AUTH_SECRET) for this one
 * purpose, so a file link signature is never valid as anything else, and every server of a
 * cluster checks links the others made.
 */
export function createFileUrlSigner(serverSecret: string): FileUrlSigner {
  const key = createHmac('sha256', serverSecret).update('stonetool:signed-file-url:v1').digest();
  const signatureOf = (path: string, expires: number) =>
    createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');

  return {
    sign(path, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${path}?expires=${expires}&signature=${signatureOf(path, expires)}`;
    },
    check(path, expires, signature, now) {
      const expected = Buffer.from(signatureOf(path, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return now.getTime() >= expires * 1000 ? 'expired' : 'valid';
    },
  };
}
