import { describe, expect, it } from 'vitest';
import { photoProblem } from './stone-photo';

describe('photoProblem', () => {
  it('accepts a PNG, JPG or WebP photo up to 5 MB', () => {
    expect(photoProblem({ name: 'quartz.PNG', type: 'image/png', size: 1000 })).toBeNull();
    expect(photoProblem({ name: 'quartz.jpeg', type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(photoProblem({ name: 'quartz.webp', type: '', size: 10 })).toBeNull();
  });

  it('names the file and the problem otherwise', () => {
    expect(photoProblem({ name: 'quartz.gif', type: 'image/gif', size: 10 })).toBe(
      'quartz.gif: Invalid file format. Please use PNG, JPG or WebP.',
    );
    expect(photoProblem({ name: 'notes.png', type: 'text/plain', size: 10 })).toBe(
      'notes.png: Invalid file format. Please use PNG, JPG or WebP.',
    );
    expect(photoProblem({ name: 'big.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'big.jpg: File too large. Maximum size is 5MB.',
    );
  });
});
