import { useEffect, useId, useRef, useState } from 'react';
import { TEXT_PARSING_FAILED } from '@stonetool/contracts/ai-import';
import { linesRead, replaceLine } from './ai-import';
import type { PastedList } from './expert-draft';
import { parseProducts, parseTextProblem, type TParsedProduct, type TUnreadLine } from './api/parse-products';

/** AI success note 4 s, error note 5 s (spec 02 section 9). */
const SUCCESS_NOTE_MS = 4_000;
const ERROR_NOTE_MS = 5_000;
export const NO_TYPES_FOUND = 'No types found in text';

type Note = { tone: 'success' | 'error'; text: string } | null;

/** The last reading of the list: how many lines gave products, and the others with their reason. */
type Reading = { read: number; total: number; unreadLines: TUnreadLine[] };

/**
 * An unread line, editable in place: the user fixes the text and has that line read again in
 * the context of the whole list (its heading's stone and room still apply).
 */
function UnreadLineRow({
  unread,
  busy,
  onReread,
}: {
  unread: TUnreadLine;
  busy: boolean;
  onReread: (edited: string) => void;
}) {
  const [edited, setEdited] = useState(unread.text);
  const inputId = useId();
  const reasonId = useId();
  return (
    <li className="space-y-1 rounded-md border border-amber-200 bg-amber-50 p-2">
      <label htmlFor={inputId} className="text-sm font-medium text-stone-900">
        Line {unread.line}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          className="field-input min-w-0 flex-1 font-mono text-sm"
          value={edited}
          aria-describedby={reasonId}
          onChange={(event) => setEdited(event.target.value)}
        />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy || edited.trim() === ''}
          onClick={() => onReread(edited)}
        >
          Re-read line {unread.line}
        </button>
      </div>
      <p id={reasonId} className="text-sm text-amber-950">
        {unread.reason}
      </p>
    </li>
  );
}

/**
 * Quick Type Import (spec 02 section 2): paste a product list; it is parsed when the field is
 * left (if the text changed since the last parse) or with "Parse with AI", but never while a
 * parse is running or once that text was imported. Clicking the button leaves the field
 * first, so without that rule one click imported the list twice whenever the parse started by
 * leaving the field finished before the click.
 */
export function QuickTypeImport({
  paste,
  onPasteChange,
  onPasteImported,
  availableStones,
  catalogueLoading,
  onParsed,
}: {
  /** The pasted text, kept with the estimate's draft so a reload or Back brings it back. */
  paste: PastedList;
  onPasteChange: (paste: PastedList) => void;
  /** The list `text` was imported; the field keeps what was typed on meanwhile, not imported yet. */
  onPasteImported: (text: string) => void;
  availableStones: string[];
  /** The stones to match are still loading: parsing waits, so products get their stones. */
  catalogueLoading: boolean;
  onParsed: (products: TParsedProduct[]) => void;
}) {
  const [open, setOpen] = useState(true);
  const text = paste.text;
  const setText = (next: string) => onPasteChange({ text: next, imported: false });
  const [parsing, setParsing] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [reading, setReading] = useState<Reading | null>(null);
  // Refs, not state: the field's blur and the button's click come in one gesture, before a
  // re-render would show the second handler the first one's parse.
  const inFlight = useRef(false);
  // A restored list was read already when it was imported; one never read is read again only on
  // request, so coming back never imports the same list twice.
  const attempted = useRef<string | null>(paste.text === '' ? null : paste.text);
  const imported = useRef<string | null>(paste.imported ? paste.text : null);
  const textId = useId();
  const tipId = useId();
  const bodyId = useId();
  const readingId = useId();

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), note.tone === 'success' ? SUCCESS_NOTE_MS : ERROR_NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const parse = async () => {
    const problem = parseTextProblem(text);
    if (problem) {
      setNote({ tone: 'error', text: problem });
      return;
    }
    if (inFlight.current || catalogueLoading || text === imported.current) return;
    inFlight.current = true;
    attempted.current = text;
    setParsing(true);
    setNote(null);
    try {
      const { products, unreadLines } = await parseProducts({ text, availableStones });
      setReading({ ...linesRead(text, unreadLines), unreadLines });
      if (products.length === 0) {
        setNote({ tone: 'error', text: NO_TYPES_FOUND });
      } else {
        imported.current = text;
        onPasteImported(text);
        onParsed(products);
        setNote({
          tone: 'success',
          text: `✓ Found ${products.length} ${products.length === 1 ? 'type' : 'types'}. Please check the values.`,
        });
      }
    } catch (error) {
      setNote({ tone: 'error', text: error instanceof Error ? error.message : TEXT_PARSING_FAILED });
    } finally {
      inFlight.current = false;
      setParsing(false);
    }
  };

  /**
   * Reads the list again with one unread line edited, and imports only what that line gives:
   * the rest of the list was imported already.
   */
  const reread = async (line: number, edited: string) => {
    if (inFlight.current) return;
    const next = replaceLine(text, line, edited);
    inFlight.current = true;
    setParsing(true);
    setNote(null);
    try {
      const { products, unreadLines } = await parseProducts({ text: next, availableStones });
      onPasteChange({ text: next, imported: true });
      attempted.current = next;
      imported.current = next;
      setReading({ ...linesRead(next, unreadLines), unreadLines });
      const fromLine = products.filter((product) => product.sourceLine === line);
      const stillUnread = unreadLines.find((unread) => unread.line === line);
      if (fromLine.length > 0) {
        onParsed(fromLine);
        const types = `${fromLine.length} ${fromLine.length === 1 ? 'type' : 'types'}`;
        setNote({ tone: 'success', text: `✓ Line ${line} read: ${types} added.` });
      } else if (stillUnread) {
        setNote({ tone: 'error', text: `Line ${line} still gave no piece: ${stillUnread.reason}` });
      } else {
        // Identical pieces are merged into the first line that lists them, already imported.
        setNote({
          tone: 'error',
          text: `Line ${line} is the same piece as an earlier line: raise that type's quantity.`,
        });
      }
    } catch (error) {
      setNote({ tone: 'error', text: error instanceof Error ? error.message : TEXT_PARSING_FAILED });
    } finally {
      inFlight.current = false;
      setParsing(false);
    }
  };

  return (
    <section className="card" aria-labelledby="quick-import-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="quick-import-heading" className="text-lg font-semibold text-stone-900">
          Quick Type Import{' '}
          <span className="ml-1 rounded-full bg-violet-100 px-2 py-0.5 align-middle text-xs font-semibold text-violet-900">
            AI powered
          </span>
        </h2>
        <button
          type="button"
          className="btn btn-ghost"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide' : 'Show'}
          <span className="sr-only"> Quick Type Import</span>
        </button>
      </div>
      <div id={bodyId} hidden={!open} className="mt-3 space-y-3">
        <label htmlFor={textId} className="field-label">
          Paste a product list (optional)
        </label>
        <textarea
          id={textId}
          className="field-input min-h-32 font-mono text-sm"
          value={text}
          aria-describedby={tipId}
          onChange={(event) => {
            setText(event.target.value);
            // The unread lines are numbered in the text they were read from.
            setReading(null);
          }}
          onBlur={() => {
            if (text.trim() !== '' && text !== attempted.current) void parse();
          }}
        />
        <p id={tipId} className="text-sm text-stone-600">
          Tip: one piece per line, e.g. “Kitchen island 96 x 42 qty 1”, “Perimeter 120" x 25.5" (2) bullnose”,
          “Vanity 8' x 22"”, “L-shaped 120 x 96, 25.5 deep”.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={parsing || catalogueLoading}
            onClick={() => void parse()}
          >
            {parsing ? 'Parsing...' : 'Parse with AI'}
          </button>
          <div aria-live="polite" className="min-h-6">
            {note ? (
              <p
                className={`text-sm font-medium ${note.tone === 'success' ? 'text-emerald-800' : 'text-red-700'}`}
              >
                {note.text}
              </p>
            ) : null}
          </div>
        </div>
        {reading ? (
          <section aria-labelledby={readingId} className="space-y-2">
            <h3 id={readingId} className="text-sm font-semibold text-stone-900">
              Read {reading.read} of {reading.total} {reading.total === 1 ? 'line' : 'lines'}
            </h3>
            {reading.unreadLines.length > 0 ? (
              <ul aria-label="Lines not read" className="space-y-2">
                {reading.unreadLines.map((unread) => (
                  <UnreadLineRow
                    key={`${unread.line}:${unread.text}`}
                    unread={unread}
                    busy={parsing}
                    onReread={(edited) => void reread(unread.line, edited)}
                  />
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
      </div>
    </section>
  );
}
