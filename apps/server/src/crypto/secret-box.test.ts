import { describe, expect, it } from 'vitest';
import { SecretBoxError, createSecretBox } from './secret-box';

const KEY = 'a-test-encryption-key-that-is-long-enough-1';
const OTHER_KEY = 'another-test-encryption-key-long-enough-22';

describe('secret box', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('sk_test_51Hsecret', 'stripe:secret_key:s1');
    expect(sealed).not.toContain('sk_test');
    expect(box.open(sealed, 'stripe:secret_key:s1')).toBe('sk_test_51Hsecret');
  });

  it('seals the same secret differently each time', () => {
    const box = createSecretBox(KEY);
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('refuses a value moved to another field or row', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('token', 'quickbooks:access_token:s1');
    expect(() => box.open(sealed, 'quickbooks:access_token:s2')).toThrow(SecretBoxError);
  });

  it('refuses an altered ciphertext', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('token', 'c');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'c')).toThrow(SecretBoxError);
  });

  it('does not open without the key it was sealed with', () => {
    const sealed = createSecretBox(KEY).seal('token', 'c');
    expect(() => createSecretBox(OTHER_KEY).open(sealed, 'c')).toThrow(SecretBoxError);
  });

  it('opens values sealed with the previous key after a rotation and asks to reseal them', () => {
    const sealedBefore = createSecretBox(OTHER_KEY).seal('token', 'c');
    const rotated = createSecretBox(KEY, [OTHER_KEY]);
    expect(rotated.open(sealedBefore, 'c')).toBe('token');
    expect(rotated.needsResealing(sealedBefore)).toBe(true);
    expect(rotated.needsResealing(rotated.seal('token', 'c'))).toBe(false);
  });

  it('refuses text that is not a sealed value', () => {
    expect(() => createSecretBox(KEY).open('plain', 'c')).toThrow(SecretBoxError);
  });
});
