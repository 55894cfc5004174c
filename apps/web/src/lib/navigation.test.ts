import { describe, expect, it } from 'vitest';
import { urlWithout } from './navigation';

describe('urlWithout', () => {
  it('Switch Mode removes the mode parameter and keeps the rest', () => {
    expect(urlWithout('http://localhost/?mode=expert&v=2#x', 'mode')).toBe('/?v=2#x');
    expect(urlWithout('http://localhost/?mode=expert', 'mode')).toBe('/');
  });
});
