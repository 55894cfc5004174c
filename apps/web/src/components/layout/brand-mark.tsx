import type { TShowroomSummary } from '@stonetool/contracts/auth';
import { useState } from 'react';

type Props = {
  showroom: TShowroomSummary | null;
  /** Shown under the name when there is no showroom branding. */
  fallbackSubtitle: string;
  /** Shown under a showroom's logo or name (the Expert Mode tagline). */
  tagline?: string;
};

/**
 * The header's brand: the showroom's logo, else its name; without a showroom the product's own
 * 'Stone Tool' with its subtitle (spec 01 section 2). A logo that fails to load (removed after
 * the page was drawn) gives way to the name.
 */
export function BrandMark({ showroom, fallbackSubtitle, tagline }: Props) {
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  if (showroom?.logo_url && showroom.logo_url !== failedLogo) {
    const logoUrl = showroom.logo_url;
    return (
      <div className="flex min-w-0 flex-col">
        {/* When the name is printed under the logo the image adds nothing for a screen reader. */}
        <img
          src={logoUrl}
          alt={showroom.show_name_under_logo ? '' : showroom.name}
          onError={() => setFailedLogo(logoUrl)}
          className="h-10 w-auto max-w-[12rem] object-contain"
        />
        {showroom.show_name_under_logo ? (
          <span className="truncate text-sm font-semibold text-stone-800">{showroom.name}</span>
        ) : null}
        {tagline ? <span className="text-xs text-stone-600">{tagline}</span> : null}
      </div>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand text-on-brand"
      >
        <svg viewBox="0 0 32 32" className="size-6" fill="currentColor">
          <path d="M5 24 L12 8 L19 18 L22 13 L28 24 Z" />
        </svg>
      </span>
      <div className="min-w-0">
        <p className="truncate text-lg leading-tight font-bold text-stone-900">
          {showroom?.name ?? 'Stone Tool'}
        </p>
        <p className="truncate text-xs text-stone-600">{tagline ?? (showroom ? null : fallbackSubtitle)}</p>
      </div>
    </div>
  );
}
