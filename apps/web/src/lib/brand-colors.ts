import type { TShowroomSummary } from '@stonetool/contracts/auth';

export const DEFAULT_BRAND_COLORS = { primary: '#0f766e', secondary: '#14b8a6' } as const;

/** White-label: the showroom's brand colours become the app's CSS variables; defaults otherwise. */
export function applyBrandColors(showroom: Pick<TShowroomSummary, 'brand_colors'> | null): void {
  const colors = showroom?.brand_colors ?? DEFAULT_BRAND_COLORS;
  const root = document.documentElement.style;
  root.setProperty('--brand-primary', colors.primary || DEFAULT_BRAND_COLORS.primary);
  root.setProperty('--brand-secondary', colors.secondary || DEFAULT_BRAND_COLORS.secondary);
}
