import { pieceLengthError, pieceQuantityError } from '@stonetool/domain/estimate/piece-input';
import type { NormalizedStone } from '@stonetool/domain/estimate/types';
import { becomesOneOnBlur } from '@stonetool/domain/limits';
import { useId } from 'react';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { AiParsedBanner, SlabAssumptionNotice } from './ai-badge';
import { DrawingUpload, type DrawingState } from './drawing-upload';
import type { Cutout, CutoutType } from '@stonetool/domain/shapes/cutouts';
import { CutoutsEditor } from './cutouts-editor';
import { LENGTH_LABELS, PieceDrawing, PieceShapeFields } from './piece-shape-fields';
import { pieceCutoutProblems, productTitle, type ProductDraft } from './estimator-model';
import { StoneFields, withCurrent } from './stone-fields';

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
  onAddCutout: (type: CutoutType) => void;
  onChangeCutout: (index: number, patch: Partial<Cutout>) => void;
  onRemoveCutout: (index: number) => void;
};

/** A type card of the Standard interface (spec 02 section 2): stone, piece, cutouts, name, notes, drawing. */
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
  onAddCutout,
  onChangeCutout,
  onRemoveCutout,
}: Props) {
  const title = productTitle(product, index);
  const headingId = useId();
  const notesId = useId();
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
      {product.stoneAssumption ? (
        <SlabAssumptionNotice
          text={product.stoneAssumption}
          onConfirm={() => onChange({ stoneAssumption: null })}
        />
      ) : null}
      <StoneFields
        selection={product}
        catalogue={catalogue}
        loading={loading}
        context={title}
        onChange={(selection) => onChange({ ...selection, stoneAssumption: null })}
      />
      <fieldset className="min-w-0">
        <legend className="text-base font-semibold text-stone-900">Piece Details</legend>
        <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <TextField
            label="Piece D (inches)"
            value={product.depth}
            error={pieceLengthError(product.depth) ?? undefined}
            onChange={(event) => onChange({ depth: event.target.value })}
          />
          <TextField
            label={LENGTH_LABELS[product.shape.kind]}
            value={product.width}
            error={pieceLengthError(product.width) ?? undefined}
            onChange={(event) => onChange({ width: event.target.value })}
          />
          <TextField
            label="Quantity"
            inputMode="numeric"
            value={product.quantity}
            error={pieceQuantityError(product.quantity) ?? undefined}
            onChange={(event) => onChange({ quantity: event.target.value })}
            onBlur={(event) => {
              if (becomesOneOnBlur(event.target.value)) onChange({ quantity: '1' });
            }}
          />
          <SelectField
            label="Edge Detail"
            options={edges.map((edge) => ({ value: edge, label: edge }))}
            value={product.edgeDetail}
            onChange={(event) => onChange({ edgeDetail: event.target.value })}
          />
          <PieceShapeFields shape={product.shape} onChange={(shape) => onChange({ shape })} />
        </div>
        <div className="mt-3">
          <PieceDrawing product={product} title={title} />
        </div>
      </fieldset>
      <CutoutsEditor
        cutouts={product.cutouts}
        problems={pieceCutoutProblems(product, title)}
        onAdd={onAddCutout}
        onChange={onChangeCutout}
        onRemove={onRemoveCutout}
      />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label="Custom Name"
          value={product.customName}
          placeholder="e.g. Kitchen Island"
          onChange={(event) => onChange({ customName: event.target.value })}
        />
        <DrawingUpload drawing={drawing} onDrawing={onDrawing} />
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
