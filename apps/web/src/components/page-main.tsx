import { useEffect, useRef, type ReactNode } from 'react';
import { hasNavigatedInApp } from '../lib/navigation';

type Props = { className?: string; children: ReactNode; busy?: boolean };

/**
 * The page's main landmark (the skip link's target). After an in-app move to a new screen the
 * element that had focus is gone; focus then goes to the new main content, so keyboard and
 * screen-reader users continue from the new page rather than from the top of the document.
 */
export function PageMain({ className = '', children, busy }: Props) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (hasNavigatedInApp() && (!active || active === document.body))
      ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <main
      id="main"
      ref={ref}
      tabIndex={-1}
      aria-busy={busy || undefined}
      className={`outline-none ${className}`}
    >
      {children}
    </main>
  );
}
