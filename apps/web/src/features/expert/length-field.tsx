import { parseLength } from '@stonetool/domain/import/lengths';
import { useId, useState } from 'react';

/** The text's length in inches, 0 or more; NaN when it is empty or cannot be read as one. */
function readInches(text: string): number {
  if (text.trim() === '') return Number.NaN;
  const inches = parseLength(text);
  return inches !== null && inches >= 0 ? inches : Number.NaN;
}

/** Two readings agree when equal or both no length (NaN, or the null a stored draft turns NaN into). */
const sameLength = (a: number, b: number) => a === b || (!Number.isFinite(a) && !Number.isFinite(b));
const shown = (inches: number) => (Number.isFinite(inches) ? String(inches) : '');
const rounded = (inches: number) => Math.round(inches * 100) / 100;
/** What an unreadable length field says; 0 is a length here (a cutout at the piece's left end). */
const LENGTH_MESSAGE = `enter a length of 0 or more in inches or feet, such as 25 1/2, 7' 6" or 1829 mm`;

/**
 * A length the card keeps as a number (an L's or U's legs, a cutout's size and place), typed as a
 * person writes lengths in the piece fields: 25 1/2, 7' 6", 1829 mm. Text that is no length is
 * named under the field and handed on as NaN, which the card's own checks name as well, never as
 * a silent 0 (a valid position); a length read in another unit says what it was read as.
 */
export function LengthField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (inches: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(() => shown(value));
  const read = readInches(text);
  // The value changed from outside (a cutout above this one removed, a draft loaded): show it.
  if (!sameLength(read, value)) setText(shown(value));
  const unreadable = text.trim() !== '' && Number.isNaN(read);
  const converted = Number.isFinite(read) && String(read) !== text.trim();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        className="field-input"
        value={text}
        aria-invalid={unreadable || undefined}
        aria-describedby={unreadable || converted ? `${id}-note` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          onChange(readInches(event.target.value));
        }}
      />
      {unreadable ? (
        <p id={`${id}-note`} role="alert" className="text-sm text-red-700">
          {label}: {LENGTH_MESSAGE}
        </p>
      ) : converted ? (
        <p id={`${id}-note`} className="text-sm text-stone-600">
          Read as {rounded(read)} in
        </p>
      ) : null}
    </div>
  );
}
