import { useId, type ReactNode } from 'react';

/**
 * A card of a back-office page named by its heading (a region a screen reader can jump to);
 * `className` sets the card's own spacing and width in its grid.
 */
export function CardSection({
  title,
  className = '',
  children,
}: {
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={`card ${className}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
