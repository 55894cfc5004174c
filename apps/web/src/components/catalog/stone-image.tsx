import { useState } from 'react';

type Props = {
  candidates: string[];
  alt: string;
  /** Load at once (the large viewer), not when scrolled near. */ eager?: boolean;
};

/** Tries each candidate address in turn on load errors, then shows a placeholder icon (spec 01 section 7). */
export function StoneImage({ candidates, alt, eager }: Props) {
  const [attempt, setAttempt] = useState(0);
  const src = candidates[attempt];
  if (!src) {
    return (
      <div
        role="img"
        aria-label={`No image for ${alt}`}
        className="grid h-full w-full place-items-center bg-stone-200 text-stone-500"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3 16l5-5 4 4 3-3 6 6" />
          <circle cx="16" cy="9" r="1.5" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="h-full w-full object-cover"
      onError={() => setAttempt((current) => current + 1)}
    />
  );
}
