import type { TDrawingPiece, TDrawingSummary, TUnreadDrawingPiece } from '@stonetool/contracts/ai-import';
import { useId } from 'react';
import { assumedUnitsNote, drawingUnitLabel } from './ai-import';

/** A drawing's analysis on the card or group it was uploaded on (or that took its place). */
export type DrawingState =
  | { status: 'idle' }
  | { status: 'analyzing' }
  | { status: 'failed'; error: string; suggestions: string[] }
  | {
      status: 'read';
      units: TDrawingSummary['units'];
      /** The unit is the reader's guess (a DXF that names none): the person is asked to check it. */
      unitsAssumed: boolean;
      check: TDrawingPiece[];
      unread: TUnreadDrawingPiece[];
    };

const checkHeading = (count: number) => (count === 1 ? 'Check this 1 piece' : `Check these ${count} pieces`);

/**
 * Upload Drawing (spec 02 section 2 names image, pdf, dwg or dxf; DWG is not offered, see
 * docs/decisions/039-ai-import-what-the-spec-leaves-open.md): the file field with its limit, the analysis in progress, the unit the
 * drawing was read in, the pieces read with low confidence to check (amber, never a green ✓),
 * the pieces the drawing shows that were not taken with the reason, and a failure with the
 * server's suggestions (spec 02 section 8).
 */
export function DrawingUpload({
  drawing,
  onDrawing,
}: {
  drawing: DrawingState;
  onDrawing: (file: File | null) => void;
}) {
  const uploadId = useId();
  return (
    <div>
      <label htmlFor={uploadId} className="field-label">
        Upload Drawing
      </label>
      <input
        id={uploadId}
        type="file"
        accept="image/*,.pdf,.dxf"
        className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
        disabled={drawing.status === 'analyzing'}
        onChange={(event) => {
          onDrawing(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <p className="mt-1 text-sm text-stone-600">Image, PDF or DXF, up to 10 MB.</p>
      {drawing.status === 'analyzing' ? (
        <p role="status" className="mt-1 text-sm font-medium text-sky-900">
          Analyzing drawing...
        </p>
      ) : null}
      {drawing.status === 'read' ? (
        <p className="mt-1 text-sm text-stone-700">Drawing units: {drawingUnitLabel(drawing.units)}</p>
      ) : null}
      {drawing.status === 'read' && drawing.unitsAssumed ? (
        <p className="mt-1 text-sm font-medium text-amber-900">{assumedUnitsNote(drawing.units)}</p>
      ) : null}
      {drawing.status === 'read' && drawing.check.length > 0 ? (
        <div
          role="status"
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <p className="font-semibold">{checkHeading(drawing.check.length)}</p>
          <p>Read with low confidence from the drawing: compare each with the drawing before quoting.</p>
          <ul className="list-disc pl-5">
            {drawing.check.map((piece) => (
              <li key={`${piece.name}|${piece.width}|${piece.depth}`}>
                {piece.name}: {piece.width} × {piece.depth} in
                {piece.quantity > 1 ? ` (×${piece.quantity})` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {drawing.status === 'read' && drawing.unread.length > 0 ? (
        <div
          role="status"
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <p className="font-semibold">Not read from the drawing</p>
          <ul className="list-disc pl-5">
            {drawing.unread.map((piece) => (
              <li key={`${piece.text}|${piece.reason}`}>
                {piece.text}: {piece.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {drawing.status === 'failed' ? (
        <div
          role="alert"
          className="mt-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p>{drawing.error}</p>
          {drawing.suggestions.length > 0 ? (
            <>
              <p className="mt-1 font-semibold">Suggestions:</p>
              <ul className="list-disc pl-5">
                {drawing.suggestions.map((suggestion) => (
                  <li key={suggestion}>{suggestion}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
