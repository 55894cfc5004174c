import { useEffect, useState } from 'react';

/** The 'show your cost' reveal hides itself after 30 seconds (spec 01 sections 2 and 9). */
export const COST_REVEAL_MS = 30_000;

/** Whether costs are revealed, and the toggle; each reveal starts a fresh 30 s. */
export function useCostReveal(): [boolean, () => void] {
  const [revealedAt, setRevealedAt] = useState<number | null>(null);
  useEffect(() => {
    if (revealedAt === null) return;
    const timer = window.setTimeout(() => setRevealedAt(null), COST_REVEAL_MS);
    return () => window.clearTimeout(timer);
  }, [revealedAt]);
  return [revealedAt !== null, () => setRevealedAt((current) => (current === null ? Date.now() : null))];
}
