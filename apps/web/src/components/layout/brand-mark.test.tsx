import { fireEvent, render, screen } from '@testing-library/react';
import type { TShowroomSummary } from '@stonetool/contracts/auth';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark';
import { LogoImage } from './logo-image';

const showroom: TShowroomSummary = {
  id: '3f1c1a52-5d0e-4b7e-9d0a-0d7f3f0a9c11',
  name: 'Demo Stone Gallery',
  email: 'owner@stonetool.test',
  brand_colors: { primary: '#1f2937', secondary: '#b45309' },
  logo_url: '/storage/v1/object/public/logos/removed.png',
  show_name_under_logo: false,
  showroom_type: 'kitchen_bath',
  expert_mode_enabled: false,
};

describe('a logo that no longer loads', () => {
  it('leaves the header to the showroom name instead of a broken image', () => {
    render(<BrandMark showroom={showroom} fallbackSubtitle="Slab catalog" />);
    fireEvent.error(screen.getByRole('img', { name: 'Demo Stone Gallery' }));
    expect(screen.queryByRole('img', { name: 'Demo Stone Gallery' })).toBeNull();
    expect(screen.getByText('Demo Stone Gallery')).toBeVisible();
  });

  it('is taken away where the name is printed beside it, and comes back for a new file', () => {
    const { rerender } = render(<LogoImage src="/logos/old.png" alt="Acme logo" className="h-8" />);
    fireEvent.error(screen.getByRole('img', { name: 'Acme logo' }));
    expect(screen.queryByRole('img', { name: 'Acme logo' })).toBeNull();
    rerender(<LogoImage src="/logos/new.png" alt="Acme logo" className="h-8" />);
    expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', '/logos/new.png');
  });
});
