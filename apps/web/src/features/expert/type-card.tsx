import type { NormalizedStone } from '@stonetool/domain/estimate/types';
import { useId } from 'react';
import { TextField } from '../../components/text-field';
import { AiParsedBanner } from './ai-badge';
import { productTitle, type ProductDraft } from './estimator-model';
import { StoneFields, withCurrent } from './stone-fields';

export type DrawingState =
  { status: 'idle' } | { status: 'analyzing' } | { status: 'failed'; error: string; suggestions: string[] };

type Props = {
  product: ProductDraft;
  index: number;
  catalogue: readonly NormalizedStone[];
  /** The stone catalogue is still loading. */
  loading: boolean;
  edgeDetails: readonly string[];
  canRemove: boolean;
  drawing: DrawingState;
  onChange: (patch: Partial<ProductDraft>) => void;
  onRemove: () => void;
  onDrawing: (file: File | null) => void;
};

/** A type card of the Standard interface (spec 02 section 2): stone, piece, name, notes, drawing. */
export function TypeCard({
  product,
  index,
  catalogue,
  loading,
  edgeDetails,
  canRemove,
  drawing,
  onChange,
  onRemove,
  onDrawing,
}: Props) {
  const title = productTitle(product, index);
  const headingId = useId();
  const notesId = useId();
  const uploadId = useId();
  const edgeId = useId();
  const edges = withCurrent(edgeDetails, product.edgeDetail);
  return (
    <section className="card space-y-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          {title}
        </h3>
        {canRemove ? (
          <button type="button" className="btn btn-ghost" onClick={onRemove} aria-label={`Remove ${title}`}>
            Remove
          </button>
        ) : null}
      </div>
      {product.aiParsed || product.aiExtracted ? (
        <AiParsedBanner
          confidence={product.confidence}
          source={product.aiExtracted ? 'drawing' : 'text'}
          onDismiss={() => onChange({ aiParsed: false, aiExtracted: false })}
        />
      ) : null}
      <StoneFields
        selection={product}
        catalogue={catalogue}
        loading={loading}
        context={title}
        onChange={(selection) => onChange(selection)}
      />
      <fieldset className="min-w-0">
        <legend className="text-base font-semibold text-stone-900">Piece Details</legend>
        <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <TextField
            label="Piece D (inches)"
            inputMode="decimal"
            value={product.depth}
            onChange={(event) => onChange({ depth: event.target.value })}
          />
          <TextField
            label="Piece L (inches)"
            inputMode="decimal"
            value={product.width}
            onChange={(event) => onChange({ width: event.target.value })}
          />
          <TextField
            label="Quantity"
            type="number"
            min={1}
            step={1}
            value={product.quantity}
            onChange={(event) => onChange({ quantity: event.target.value })}
            onBlur={(event) => {
              const n = Math.floor(Number(event.target.value));
              if (!(n >= 1)) onChange({ quantity: '1' });
            }}
          />
          <div>
            <label htmlFor={edgeId} className="field-label">
              Edge Detail
            </label>
            <select
              id={edgeId}
              className="field-input"
              value={product.edgeDetail}
              onChange={(event) => onChange({ edgeDetail: event.target.value })}
            >
              {edges.map((edge) => (
                <option key={edge} value={edge}>
                  {edge}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label="Custom Name"
          value={product.customName}
          placeholder="e.g. Kitchen Island"
          onChange={(event) => onChange({ customName: event.target.value })}
        />
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
      </div>
      <div>
        <label htmlFor={notesId} className="field-label">
          Notes
        </label>
        <textarea
          id={notesId}
          className="field-input min-h-20"
          value={product.note}
          onChange={(event) => onChange({ note: event.target.value })}
        />
      </div>
    </section>
  );
}
