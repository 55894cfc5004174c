import type { PieceSeams } from '@stonetool/domain/estimate/types';
import { parseLength } from '@stonetool/domain/import/lengths';
import type { SeamAt } from '@stonetool/domain/shapes/inside-corner-seams';
import { inches, seamAtOf } from '@stonetool/domain/shapes/seam-rules';
import { useId, useState, type FormEvent } from 'react';

/** What the result card needs to let the user move a piece's seams (decision 127). */
export type SeamEditing = {
  /** The user has moved this piece's seams (they are not where the rules put them). */
  moved: boolean;
  /** Why seams placed at `seamsAt` would break the seam rules; empty when they keep them. */
  check: (seamsAt: SeamAt[]) => string[];
  /** Lays the quote out again with the piece's seams at `seamsAt` (empty: where the rules place them). */
  apply: (seamsAt: SeamAt[]) => void;
  /** A layout is being computed. */
  busy: boolean;
};

const UNREADABLE = `Enter where the seam goes in inches or feet, such as 72 or 6' 0"`;

function SeamField({
  pieceNumber,
  seamNumber,
  seam,
  onMove,
  busy,
}: {
  pieceNumber: number;
  seamNumber: number;
  seam: SeamAt;
  /** Moves the seam to `at`; returns why it cannot go there, or null. */
  onMove: (at: number) => string | null;
  busy: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(() => inches(seam.at));
  const [error, setError] = useState<string | null>(null);
  const from = seam.axis === 'x' ? 'in from the left end' : 'in from the front edge';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = parseLength(text);
    setError(at === null ? UNREADABLE : onMove(at));
  };
  return (
    <form
      aria-label={`Move seam ${seamNumber} of piece ${pieceNumber}`}
      className="flex flex-wrap items-center gap-2"
      onSubmit={submit}
    >
      <label htmlFor={id} className="text-sm text-stone-800">
        Seam {seamNumber} at
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        className="field-input w-24"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-unit${error ? ` ${id}-error` : ''}`}
      />
      <span id={`${id}-unit`} className="text-sm text-stone-800">
        {from}
      </span>
      <button type="submit" className="btn btn-secondary min-h-9 px-3" disabled={busy}>
        Apply
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * A field per seam of a laid-out piece: "Seam 1 at 72 in from the left end", Apply (or Enter) lays
 * the quote out again with the seam there; a place that breaks the seam rules is refused beside the
 * field with the reason, and nothing is laid out.
 */
export function SeamControls({
  pieceNumber,
  seams,
  editing,
}: {
  pieceNumber: number;
  seams: PieceSeams;
  editing: SeamEditing;
}) {
  const placed = seams.cuts.map(seamAtOf);
  const move = (index: number) => (at: number) => {
    const seamsAt = placed.map((seam, i) => (i === index ? { ...seam, at } : seam));
    const problems = editing.check(seamsAt);
    if (problems.length > 0) return problems.join('; ');
    editing.apply(seamsAt);
    return null;
  };
  return (
    <div className="mt-2 space-y-2">
      {placed.map((seam, index) => (
        <SeamField
          // A new layout may put the seams elsewhere: each field starts from where its seam lies.
          key={`${seam.axis}:${seam.at}:${seam.through}`}
          pieceNumber={pieceNumber}
          seamNumber={index + 1}
          seam={seam}
          onMove={move(index)}
          busy={editing.busy}
        />
      ))}
      {editing.moved ? <SeamsBackButton editing={editing} /> : null}
    </div>
  );
}

/** Puts a piece's seams back where the seam rules place them. */
export function SeamsBackButton({ editing }: { editing: SeamEditing }) {
  return (
    <button
      type="button"
      className="btn btn-secondary min-h-9 px-3"
      disabled={editing.busy}
      onClick={() => editing.apply([])}
    >
      Put seams back where the rules place them
    </button>
  );
}
