import { describe, expect, it } from 'vitest';
import { receiptFileProblem } from './receipt-file-check';

describe('receiptFileProblem', () => {
  it('accepts PDF, JPG, JPEG, PNG, WebP and GIF names up to 5 MB', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.webp', 'f.gif']) {
      expect(receiptFileProblem({ name, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });

  it('refuses other types with the spec message', () => {
    for (const name of ['a.svg', 'b.txt', 'noextension', 'c.pdf.exe']) {
      expect(receiptFileProblem({ name, size: 10 })).toBe(
        'Please select a valid file type (PDF, JPG, PNG, WebP, GIF)',
      );
    }
  });

  it('refuses a file over 5 MB with the spec message', () => {
    expect(receiptFileProblem({ name: 'a.pdf', size: 5 * 1024 * 1024 + 1 })).toBe(
      'File size must be less than 5MB',
    );
  });
});
