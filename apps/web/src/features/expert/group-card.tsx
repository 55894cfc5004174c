import { roundAreaForDisplay } from '@stonetool/domain/estimate/area';
import { groupSummary } from '@stonetool/domain/estimate/bulk-groups';
import { pieceLengthError, pieceQuantityError } from '@stonetool/domain/estimate/piece-input';
import type { NormalizedStone } from '@stonetool/domain/estimate/types';
import { becomesOneOnBlur } from '@stonetool/domain/limits';
import { PIECE_SHAPE_LABELS, type PieceShapeKind } from '@stonetool/domain/shapes/piece-shape';
import { Fragment, useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { AiParsedBanner, ConfidenceBadge, SlabAssumptionNotice } from './ai-badge';
import { CutoutsEditor } from './cutouts-editor';
import { DrawingUpload, type DrawingState } from './drawing-upload';
import {
  PIECE_TYPES,
  ROOM_TYPES,
  editedCutouts,
  groupPieceTitle,
  newCutout,
  newGroupPiece,
  pieceChange,
  pieceCutoutProblems,
  type CutoutEdit,
  type GroupDraft,
  type GroupPieceDraft,
} from './estimator-model';
import { PieceDrawing, PieceShapeFields } from './piece-shape-fields';
import { StoneFields, withCurrent } from './stone-fields';

type Props = {
  group: GroupDraft;
  catalogue: readonly NormalizedStone[];
  /** The stone catalogue is still loading. */
  loading: boolean;
  edgeDetails: readonly string[];
  drawing: DrawingState;
  onChange: (patch: Partial<GroupDraft>) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onDrawing: (file: File | null) => void;
};

const COLUMNS = [
  'Name/Description',
  'Room Type',
  'Unit',
  'Width',
  'Depth',
  'Qty',
  'Shape',
  'Edge',
  'Note',
  '',
] as const;

/** A cell that shows its column name above the field on narrow screens, where the table stacks. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td
      data-label={label}
      className="px-1 py-1 align-top max-md:block max-md:before:mb-1 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-stone-700 max-md:before:content-[attr(data-label)]"
    >
      {children}
    </td>
  );
}

const cellInput = 'field-input px-2 py-1.5 text-sm';

/** A piece's size or quantity field, marked with its message as soon as its text cannot be read. */
function CheckedCellInput({
  error,
  ...input
}: ComponentPropsWithoutRef<'input'> & { error: string | null; 'aria-label': string }) {
  const errorId = useId();
  return (
    <>
      <input
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field-error md:max-w-40">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A piece's choice from a list (its room, unit or edge), named for its column and row. */
function CellSelect({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  /** Classes beside the cell's own, such as a width. */
  className?: string;
}) {
  return (
    <select
      aria-label={label}
      className={className ? `${cellInput} ${className}` : cellInput}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option}>{option}</option>
      ))}
    </select>
  );
}

const fromAi = (piece: GroupPieceDraft) => piece.aiParsed || piece.aiExtracted;

/** What a row's Width and Depth measure, said beside its drawing, so an L's lengths are not misread. */
const SIZE_MEANING: Record<PieceShapeKind, string> = {
  rectangle: 'Width is the piece’s length, Depth its depth.',
  l: 'Width is leg A, running left to right; leg B runs front to back; Depth is both legs’ depth.',
  u: 'Width is the back, running left to right; the arms run front to back; Depth is the back’s and the arms’ depth.',
};

/** "L-shaped, 1 cutout": a row's shape and cutouts on the button that opens them. */
function shapeSummary(piece: GroupPieceDraft): string {
  const count = piece.cutouts.length;
  const cutouts = count === 0 ? 'no cutouts' : `${count} cutout${count === 1 ? '' : 's'}`;
  return `${PIECE_SHAPE_LABELS[piece.shape.kind]}, ${cutouts}`;
}

/**
 * A row's shape and cutouts (issue 24), as a Standard card has them: the piece type and its legs,
 * the piece drawn live, and its cutouts with the reasons any cannot be cut.
 */
function ShapeAndCutouts({
  piece,
  title,
  onChange,
}: {
  piece: GroupPieceDraft;
  title: string;
  onChange: (patch: Partial<GroupPieceDraft>) => void;
}) {
  const edit = (change: CutoutEdit) => onChange({ cutouts: editedCutouts(piece.cutouts, change) });
  return (
    <div
      role="group"
      aria-label={`Shape and cutouts, ${title}`}
      className="space-y-3 rounded-lg bg-stone-50 p-3"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <PieceShapeFields shape={piece.shape} onChange={(shape) => onChange({ shape })} />
      </div>
      <p className="text-sm text-stone-700">{SIZE_MEANING[piece.shape.kind]}</p>
      <PieceDrawing product={piece} title={title} />
      <CutoutsEditor
        cutouts={piece.cutouts}
        problems={pieceCutoutProblems(piece, title)}
        onAdd={(type) => edit({ type: 'cutout/add', cutout: newCutout(type) })}
        onChange={(index, patch) => edit({ type: 'cutout/patch', index, patch })}
        onRemove={(index) => edit({ type: 'cutout/remove', index })}
      />
    </div>
  );
}

/**
 * A group card of the Bulk interface (spec 02 section 2): one stone with many pieces, and a
 * drawing upload that adds pieces.
 */
export function GroupCard({
  group,
  catalogue,
  loading,
  edgeDetails,
  drawing,
  onChange,
  onDuplicate,
  onDelete,
  onDrawing,
}: Props) {
  const nameId = useId();
  const bodyId = useId();
  const summary = groupSummary(group);
  // A row with a shape or cutouts opens on them; the person's own Show/Hide wins after.
  const [shapeShown, setShapeShown] = useState<ReadonlyMap<string, boolean>>(new Map());
  const showsShape = (piece: GroupPieceDraft) =>
    shapeShown.get(piece.id) ?? (piece.shape.kind !== 'rectangle' || piece.cutouts.length > 0);
  const setPiece = (pieceId: string, patch: Partial<GroupPieceDraft>) =>
    onChange({
      pieces: group.pieces.map((piece) =>
        piece.id === pieceId ? { ...piece, ...pieceChange(patch) } : piece,
      ),
    });

  return (
    <section className="card space-y-4" aria-label={`Group ${group.name}`}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={nameId} className="field-label">
            Group Name
          </label>
          <input
            id={nameId}
            className="field-input font-semibold"
            value={group.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </div>
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={!group.collapsed}
          aria-controls={bodyId}
          onClick={() => onChange({ collapsed: !group.collapsed })}
        >
          {group.collapsed ? 'Expand' : 'Collapse'}
          <span className="sr-only"> {group.name}</span>
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDuplicate}>
          Duplicate<span className="sr-only"> {group.name}</span>
        </button>
        <button type="button" className="btn btn-secondary text-red-800" onClick={onDelete}>
          Delete<span className="sr-only"> {group.name}</span>
        </button>
      </div>

      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-stone-100 p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-700">Total Pieces</dt>
          <dd className="font-semibold text-stone-900">{summary.totalPieces}</dd>
        </div>
        <div>
          <dt className="text-stone-700">Total Area</dt>
          <dd className="font-semibold text-stone-900">
            {roundAreaForDisplay(summary.totalAreaSqft).toFixed(2)} ft²
          </dd>
        </div>
        <div>
          <dt className="text-stone-700">Piece Types</dt>
          <dd className="font-semibold text-stone-900">{summary.pieceTypes}</dd>
        </div>
        <div>
          <dt className="text-stone-700">Status</dt>
          <dd
            className={`font-semibold ${summary.status === 'Ready' ? 'text-emerald-800' : 'text-amber-900'}`}
          >
            {summary.status}
          </dd>
        </div>
      </dl>

      <div id={bodyId} hidden={group.collapsed} className="space-y-4">
        {group.pieces.some(fromAi) ? (
          <AiParsedBanner
            confidence={null}
            source={group.pieces.some((piece) => piece.aiExtracted) ? 'drawing' : 'text'}
            onDismiss={() =>
              onChange({
                pieces: group.pieces.map((piece) => ({ ...piece, aiParsed: false, aiExtracted: false })),
              })
            }
          />
        ) : null}
        {group.stoneAssumption ? (
          <SlabAssumptionNotice
            text={group.stoneAssumption}
            onConfirm={() => onChange({ stoneAssumption: null })}
          />
        ) : null}
        <StoneFields
          selection={group}
          catalogue={catalogue}
          loading={loading}
          context={group.name}
          onChange={(selection) => onChange({ ...selection, stoneAssumption: null })}
        />
        <table className="w-full text-left text-sm max-md:block">
          <caption className="sr-only">Pieces of {group.name}</caption>
          <thead className="max-md:sr-only">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-1 py-1 font-semibold text-stone-800">
                  {column || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block max-md:space-y-3">
            {group.pieces.map((piece, index) => {
              const label = (column: string) => `${column}, piece ${index + 1}`;
              const shapeShownHere = showsShape(piece);
              const shapeId = `${bodyId}-shape-${piece.id}`;
              return (
                <Fragment key={piece.id}>
                  <tr className="max-md:block max-md:rounded-lg max-md:border max-md:border-stone-200 max-md:p-2">
                    <Cell label="Name/Description">
                      <input
                        aria-label={label('Name/Description')}
                        className={cellInput}
                        value={piece.customName}
                        onChange={(event) => setPiece(piece.id, { customName: event.target.value })}
                      />
                      {fromAi(piece) && piece.confidence !== null ? (
                        <p className="mt-1">
                          <ConfidenceBadge confidence={piece.confidence} />
                        </p>
                      ) : null}
                    </Cell>
                    <Cell label="Room Type">
                      <CellSelect
                        label={label('Room Type')}
                        className="md:min-w-28"
                        value={piece.roomType}
                        options={ROOM_TYPES}
                        onChange={(roomType) => setPiece(piece.id, { roomType })}
                      />
                    </Cell>
                    <Cell label="Unit">
                      <CellSelect
                        label={label('Unit')}
                        value={piece.unitType}
                        options={withCurrent(PIECE_TYPES, piece.unitType)}
                        onChange={(unitType) => setPiece(piece.id, { unitType })}
                      />
                    </Cell>
                    <Cell label="Width">
                      <CheckedCellInput
                        aria-label={label('Width')}
                        className={`${cellInput} md:w-20`}
                        value={piece.width}
                        error={pieceLengthError(piece.width)}
                        onChange={(event) => setPiece(piece.id, { width: event.target.value })}
                      />
                    </Cell>
                    <Cell label="Depth">
                      <CheckedCellInput
                        aria-label={label('Depth')}
                        className={`${cellInput} md:w-20`}
                        value={piece.depth}
                        error={pieceLengthError(piece.depth)}
                        onChange={(event) => setPiece(piece.id, { depth: event.target.value })}
                      />
                    </Cell>
                    <Cell label="Qty">
                      <CheckedCellInput
                        aria-label={label('Qty')}
                        inputMode="numeric"
                        className={`${cellInput} md:w-16`}
                        value={piece.quantity}
                        error={pieceQuantityError(piece.quantity)}
                        onChange={(event) => setPiece(piece.id, { quantity: event.target.value })}
                        onBlur={(event) => {
                          if (becomesOneOnBlur(event.target.value)) setPiece(piece.id, { quantity: '1' });
                        }}
                      />
                    </Cell>
                    <Cell label="Shape">
                      <button
                        type="button"
                        className="btn btn-secondary min-h-9 px-2 text-left text-xs md:min-w-32"
                        aria-label={`Shape and cutouts, piece ${index + 1}: ${shapeSummary(piece)}`}
                        aria-expanded={shapeShownHere}
                        aria-controls={shapeId}
                        onClick={() => setShapeShown(new Map(shapeShown).set(piece.id, !shapeShownHere))}
                      >
                        {shapeSummary(piece)}
                      </button>
                    </Cell>
                    <Cell label="Edge">
                      <CellSelect
                        label={label('Edge')}
                        value={piece.edgeDetail}
                        options={withCurrent(edgeDetails, piece.edgeDetail)}
                        onChange={(edgeDetail) => setPiece(piece.id, { edgeDetail })}
                      />
                    </Cell>
                    <Cell label="Note">
                      <input
                        aria-label={label('Note')}
                        className={cellInput}
                        value={piece.note}
                        onChange={(event) => setPiece(piece.id, { note: event.target.value })}
                      />
                    </Cell>
                    <Cell label="">
                      <button
                        type="button"
                        className="btn btn-ghost min-h-9 px-2"
                        aria-label={`Remove piece ${index + 1}`}
                        disabled={group.pieces.length === 1}
                        onClick={() => onChange({ pieces: group.pieces.filter((p) => p.id !== piece.id) })}
                      >
                        <span aria-hidden="true">✕</span>
                      </button>
                    </Cell>
                  </tr>
                  {shapeShownHere ? (
                    <tr id={shapeId} className="max-md:block">
                      <td colSpan={COLUMNS.length} className="px-1 pb-3 max-md:block">
                        <ShapeAndCutouts
                          piece={piece}
                          title={groupPieceTitle(group, index)}
                          onChange={(patch) => setPiece(piece.id, patch)}
                        />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onChange({ pieces: [...group.pieces, newGroupPiece()] })}
        >
          Add Piece to This Stone
        </button>
        <div className="max-w-md">
          <DrawingUpload drawing={drawing} onDrawing={onDrawing} />
        </div>
      </div>
    </section>
  );
}
