import type { TShowroomSummary } from '@stonetool/contracts/auth';

export const DEFAULT_BRAND_COLORS = { primary: '#0f766e', secondary: '#14b8a6' } as const;

const WHITE = '#ffffff';
const INK = '#1c1917';

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Text on a showroom's brand colour: white unless that reads worse than near-black. A showroom may
 * pick any colour, and its buttons must still reach WCAG contrast.
 */
export function textColorOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

const isHex = (value: string | undefined): value is string => !!value && /^#[0-9a-fA-F]{6}$/.test(value);

/** White-label: the showroom's brand colours become the app's CSS variables; defaults otherwise. */
export function applyBrandColors(showroom: Pick<TShowroomSummary, 'brand_colors'> | null): void {
  const primary = isHex(showroom?.brand_colors.primary)
    ? showroom.brand_colors.primary
    : DEFAULT_BRAND_COLORS.primary;
  const secondary = isHex(showroom?.brand_colors.secondary)
    ? showroom.brand_colors.secondary
    : DEFAULT_BRAND_COLORS.secondary;
  const root = document.documentElement.style;
  root.setProperty('--brand-primary', primary);
  root.setProperty('--brand-secondary', secondary);
  root.setProperty('--brand-on-primary', textColorOn(primary));
}
