import { describe, expect, it } from 'vitest';
import { isBasicEmail } from './email';

describe('isBasicEmail', () => {
  it('takes text, @, text, dot, text, spaces around it aside', () => {
    expect(isBasicEmail('ada@example.com')).toBe(true);
    expect(isBasicEmail('  ada@mail.example.co.uk ')).toBe(true);
  });

  it('refuses an address without @, without a dot after it, or with a space inside', () => {
    expect(isBasicEmail('ada.example.com')).toBe(false);
    expect(isBasicEmail('ada@example')).toBe(false);
    expect(isBasicEmail('ada lovelace@example.com')).toBe(false);
    expect(isBasicEmail('')).toBe(false);
  });
});
