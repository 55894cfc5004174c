import { BRANDING_MESSAGES, LOGO_MAX_BYTES } from '@stonetool/contracts/branding';
import { describe, expect, it } from 'vitest';
import { brandingChanged, logoFileProblem } from './branding-rules';

const saved = { name: 'Demo Stone Gallery', showNameUnderLogo: true };

describe('when Save Changes shows', () => {
  it('hides it while the trimmed name and the checkbox match what is saved', () => {
    expect(brandingChanged(saved, 'Demo Stone Gallery', true)).toBe(false);
    expect(brandingChanged(saved, '  Demo Stone Gallery  ', true)).toBe(false);
  });

  it('shows it when the name or the checkbox differs', () => {
    expect(brandingChanged(saved, 'Demo Stone Gallery II', true)).toBe(true);
    expect(brandingChanged(saved, 'Demo Stone Gallery', false)).toBe(true);
    expect(brandingChanged(saved, '   ', true)).toBe(true);
  });
});

describe('checking a logo before it is uploaded', () => {
  it('takes PNG, JPG, JPEG and SVG up to 2MB', () => {
    for (const name of ['logo.png', 'logo.JPG', 'logo.jpeg', 'logo.svg']) {
      expect(logoFileProblem({ name, size: 1000 })).toBeNull();
    }
    expect(logoFileProblem({ name: 'logo.png', size: LOGO_MAX_BYTES })).toBeNull();
  });

  it("refuses other types and larger files with the spec's messages", () => {
    expect(logoFileProblem({ name: 'logo.gif', size: 10 })).toBe(BRANDING_MESSAGES.invalidFormat);
    expect(logoFileProblem({ name: 'logo', size: 10 })).toBe(BRANDING_MESSAGES.invalidFormat);
    expect(logoFileProblem({ name: 'logo.png', size: LOGO_MAX_BYTES + 1 })).toBe(BRANDING_MESSAGES.tooLarge);
  });
});
