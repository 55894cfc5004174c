import { useId } from 'react';

/** A drawing's analysis on the card or group it was uploaded on. */
export type DrawingState =
  { status: 'idle' } | { status: 'analyzing' } | { status: 'failed'; error: string; suggestions: string[] };

/**
 * Upload Drawing (spec 02 section 2: image, pdf, dwg or dxf): the file field with its limit, the
 * analysis in progress, and a failure with the server's suggestions (spec 02 section 8).
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
        accept="image/*,.pdf,.dwg,.dxf"
        className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
        disabled={drawing.status === 'analyzing'}
        onChange={(event) => {
          onDrawing(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <p className="mt-1 text-sm text-stone-600">Image, PDF, DWG or DXF, up to 10 MB.</p>
      {drawing.status === 'analyzing' ? (
        <p role="status" className="mt-1 text-sm font-medium text-sky-900">
          Analyzing drawing...
        </p>
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
