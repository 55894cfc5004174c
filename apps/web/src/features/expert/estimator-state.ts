/**
 * Expert Mode estimator state (spec 02 sections 2–5): the settings, the types or groups, the
 * drawings read on them, the estimate and what it was computed from, the quote being worked on
 * and the local saved-quotes list. Everything here is a pure function of its inputs; new rows,
 * ids and stored lists come in the actions, so the reducer can be replayed in tests. The hooks
 * (`use-estimate-run`, `use-quote-persistence`, `use-drawing-analysis`) dispatch to it and
 * `estimator.tsx` draws it. The customer's contact card is a form of its own (react-hook-form).
 *
 * Actions:
 * - `settings/patch`, `entry-mode/set`, `view/set`, `paste/set`: the panel, the interface radio,
 *   the screen shown and Quick Type Import's text; `paste/imported`: that text was imported (unless
 *   it was typed on since).
 * - `product/add`, `product/patch`, `product/remove`: Standard type cards (the last is never removed);
 *   a patch of a piece's length, depth or shape puts its seams back where the rules place them (a
 *   seam moved on the old piece means nothing on the new one).
 * - `cutout/add`, `cutout/patch`, `cutout/remove`: a type card's cutouts, by their place in its list.
 * - `seams/move`: a piece's seams where the user moved them on the results (a card in Standard, a
 *   Bulk row in Bulk; decision 127), once the layout with them was computed.
 * - `group/add`, `group/patch`, `group/duplicate` (the copy right after its original), `group/delete`
 *   (deleting the last group leaves `blank` in its place).
 * - `import/products`, `import/groups`: Quick Type Import's rows fill blank cards or groups rather
 *   than sitting beside them; number imported groups from `importedGroupNumber`.
 * - `drawing/analyzing`, `drawing/failed`, `drawing/read`: a drawing's analysis on the card or
 *   group `targetId`; a reading is shown on `shownOn` (the card that took the uploaded one's place).
 * - `drawing/products`: a type card replaced by the drawing's pieces; `drawing/group-pieces`: the
 *   drawing's pieces added to a group.
 * - `estimate/started`, `estimate/finished`, `estimate/failed`: Calculate's run.
 * - `recalculate/done`: a restored estimate's results are being computed again.
 * - `quote/saved`: the quote the work was saved as, the saved work's key and the stored list.
 * - `saved-quotes/set`: the stored list after a delete.
 * - `work/restore`: a loaded quote or a new client in place of the form, as saved work.
 */
import type { EstimateProduct, QuoteEstimate } from '@stonetool/domain/estimate/types';
import type { SeamAt } from '@stonetool/domain/shapes/inside-corner-seams';
import { addDrawingPieces } from './ai-import';
import type { DrawingState } from './drawing-upload';
import {
  editedCutouts,
  estimateProducts,
  pieceChange,
  toEngineSettings,
  withMovedSeams,
  type CutoutEdit,
  type EntryMode,
  type EstimatorSettings,
  type GroupDraft,
  type GroupPieceDraft,
  type ProductDraft,
} from './estimator-model';
import {
  NO_PASTED_LIST,
  workKey,
  type CurrentQuote,
  type DraftContact,
  type DraftView,
  type ExpertDraft,
  type PastedList,
} from './expert-draft';
import type { EstimatorSnapshot } from './quote-data';
import type { SavedQuote } from './saved-quotes';

export type EstimatorState = EstimatorSnapshot & {
  drawings: Record<string, DrawingState>;
  view: DraftView;
  estimate: QuoteEstimate | null;
  /** The products the estimate was computed from (the form may have changed since). */
  estimated: EstimateProduct[];
  /** The results' product names, as the form named them when Calculate was pressed. */
  names: string[];
  /** `inputsKey` of the form the estimate was computed from. */
  estimatedKey: string | null;
  calculating: boolean;
  current: CurrentQuote | null;
  /** The work as last saved, loaded or started (workKey): anything else is unsaved. */
  baseline: string;
  paste: PastedList;
  /** A new estimate or a loaded quote starts Quick Type Import afresh (its memory of what it read). */
  importRun: number;
  /** A restored draft's or a loaded quote's results, to compute once the catalogue is in. */
  recalculate: boolean;
  savedQuotes: SavedQuote[];
};

export type DrawingRead = Extract<DrawingState, { status: 'read' }>;

export type EstimatorAction =
  | { type: 'settings/patch'; patch: Partial<EstimatorSettings> }
  | { type: 'entry-mode/set'; mode: EntryMode }
  | { type: 'view/set'; view: DraftView }
  | { type: 'paste/set'; paste: PastedList }
  | { type: 'paste/imported'; text: string }
  | { type: 'product/add'; product: ProductDraft }
  | { type: 'product/patch'; id: string; patch: Partial<ProductDraft> }
  | { type: 'product/remove'; id: string }
  | (CutoutEdit & { productId: string })
  | { type: 'seams/move'; pieceId: string; seamsAt: SeamAt[] }
  | { type: 'group/add'; group: GroupDraft }
  | { type: 'group/patch'; id: string; patch: Partial<GroupDraft> }
  | { type: 'group/duplicate'; id: string; copy: GroupDraft }
  | { type: 'group/delete'; id: string; blank: GroupDraft }
  | { type: 'import/products'; products: ProductDraft[] }
  | { type: 'import/groups'; groups: GroupDraft[] }
  | { type: 'drawing/analyzing'; targetId: string }
  | { type: 'drawing/failed'; targetId: string; error: string; suggestions: string[] }
  | { type: 'drawing/read'; targetId: string; shownOn: string; reading: Omit<DrawingRead, 'status'> }
  | { type: 'drawing/products'; id: string; replacements: ProductDraft[] }
  | { type: 'drawing/group-pieces'; id: string; pieces: GroupPieceDraft[] }
  | { type: 'estimate/started' }
  | {
      type: 'estimate/finished';
      estimate: QuoteEstimate;
      estimated: EstimateProduct[];
      estimatedKey: string;
      names: string[];
    }
  | { type: 'estimate/failed' }
  | { type: 'recalculate/done' }
  | { type: 'quote/saved'; current: CurrentQuote; baseline: string; savedQuotes: SavedQuote[] }
  | { type: 'saved-quotes/set'; savedQuotes: SavedQuote[] }
  | {
      type: 'work/restore';
      snapshot: EstimatorSnapshot;
      contact: DraftContact;
      current: CurrentQuote | null;
      withResults: boolean;
    };

/** The estimator as it opens: the kept draft (or a blank one) and the stored saved quotes. */
export function initialEstimatorState(start: ExpertDraft, savedQuotes: SavedQuote[]): EstimatorState {
  return {
    ...start.snapshot,
    drawings: {},
    view: start.view,
    estimate: null,
    estimated: [],
    names: [],
    estimatedKey: null,
    calculating: false,
    current: start.current,
    baseline: start.baseline,
    paste: start.paste,
    importRun: 0,
    recalculate: start.calculated,
    savedQuotes,
  };
}

export const snapshotOf = ({ entryMode, products, groups, settings }: EstimatorState): EstimatorSnapshot => ({
  entryMode,
  products,
  groups,
  settings,
});

/** What the estimate depends on; results computed from other inputs are out of date. */
export const inputsKey = ({ entryMode, products, groups, settings }: EstimatorSnapshot): string =>
  JSON.stringify([estimateProducts(entryMode, products, groups), toEngineSettings(settings)]);

/** The estimate when it still matches the form: what is saved, printed and shown again. */
export const freshEstimate = (state: EstimatorState): QuoteEstimate | null =>
  state.estimate !== null && state.estimatedKey === inputsKey(state) ? state.estimate : null;

/** The draft kept in local storage, with the contact card's values. */
export const draftOf = (state: EstimatorState, contact: DraftContact): ExpertDraft => ({
  snapshot: snapshotOf(state),
  contact,
  view: state.view,
  calculated: freshEstimate(state) !== null || state.recalculate,
  current: state.current,
  baseline: state.baseline,
  paste: state.paste,
});

/** A product that holds nothing yet: an import fills it rather than adding beside it. */
export const isBlankProduct = (p: ProductDraft) => !p.brand && !p.width && !p.depth && !p.customName.trim();
export const isBlankGroup = (g: GroupDraft) =>
  !g.brand && g.pieces.every((piece) => !piece.width && !piece.depth);

/** The number the first imported group is named with: after the groups the import keeps. */
export const importedGroupNumber = (groups: readonly GroupDraft[]) =>
  groups.filter((g) => !isBlankGroup(g)).length + 1;

const patched = <T extends { id: string }>(list: T[], id: string, patch: Partial<T>) =>
  list.map((item) => (item.id === id ? { ...item, ...patch } : item));

export function estimatorReducer(state: EstimatorState, action: EstimatorAction): EstimatorState {
  switch (action.type) {
    case 'settings/patch':
      return { ...state, settings: { ...state.settings, ...action.patch } };
    case 'entry-mode/set':
      return { ...state, entryMode: action.mode };
    case 'view/set':
      return { ...state, view: action.view };
    case 'paste/set':
      return { ...state, paste: action.paste };
    case 'paste/imported':
      // Typed on meanwhile, the field holds a list that is not imported yet.
      if (state.paste.text !== action.text) return state;
      return { ...state, paste: { text: action.text, imported: true } };
    case 'product/add':
      return { ...state, products: [...state.products, action.product] };
    case 'product/patch':
      return { ...state, products: patched(state.products, action.id, pieceChange(action.patch)) };
    case 'product/remove': {
      if (state.products.length <= 1) return state;
      return { ...state, products: state.products.filter((p) => p.id !== action.id) };
    }
    case 'cutout/add':
    case 'cutout/patch':
    case 'cutout/remove':
      return {
        ...state,
        products: state.products.map((p) =>
          p.id === action.productId ? { ...p, cutouts: editedCutouts(p.cutouts, action) } : p,
        ),
      };
    case 'seams/move':
      return withMovedSeams(state, action.pieceId, action.seamsAt);
    case 'group/add':
      return { ...state, groups: [...state.groups, action.group] };
    case 'group/patch':
      return { ...state, groups: patched(state.groups, action.id, action.patch) };
    case 'group/duplicate':
      return {
        ...state,
        groups: state.groups.flatMap((g) => (g.id === action.id ? [g, action.copy] : [g])),
      };
    case 'group/delete': {
      const rest = state.groups.filter((g) => g.id !== action.id);
      return { ...state, groups: rest.length > 0 ? rest : [action.blank] };
    }
    case 'import/products':
      return {
        ...state,
        products: [...state.products.filter((p) => !isBlankProduct(p)), ...action.products],
      };
    case 'import/groups':
      return { ...state, groups: [...state.groups.filter((g) => !isBlankGroup(g)), ...action.groups] };
    case 'drawing/analyzing':
      return { ...state, drawings: { ...state.drawings, [action.targetId]: { status: 'analyzing' } } };
    case 'drawing/failed': {
      const failed: DrawingState = { status: 'failed', error: action.error, suggestions: action.suggestions };
      return { ...state, drawings: { ...state.drawings, [action.targetId]: failed } };
    }
    case 'drawing/read': {
      const { [action.targetId]: _done, ...rest } = state.drawings;
      return { ...state, drawings: { ...rest, [action.shownOn]: { status: 'read', ...action.reading } } };
    }
    case 'drawing/products':
      if (action.replacements.length === 0) return state;
      return {
        ...state,
        products: state.products.flatMap((p) => (p.id === action.id ? action.replacements : [p])),
      };
    case 'drawing/group-pieces':
      if (action.pieces.length === 0) return state;
      return {
        ...state,
        groups: state.groups.map((g) => (g.id === action.id ? addDrawingPieces(g, action.pieces) : g)),
      };
    case 'estimate/started':
      return { ...state, calculating: true };
    case 'estimate/finished':
      return {
        ...state,
        calculating: false,
        estimate: action.estimate,
        estimated: action.estimated,
        estimatedKey: action.estimatedKey,
        names: action.names,
      };
    case 'estimate/failed':
      return { ...state, calculating: false };
    case 'recalculate/done':
      return { ...state, recalculate: false };
    case 'quote/saved':
      return {
        ...state,
        current: action.current,
        baseline: action.baseline,
        savedQuotes: action.savedQuotes,
      };
    case 'saved-quotes/set':
      return { ...state, savedQuotes: action.savedQuotes };
    case 'work/restore':
      return {
        ...state,
        ...action.snapshot,
        drawings: {},
        estimate: null,
        view: 'edit',
        current: action.current,
        baseline: workKey(action.snapshot, action.contact),
        paste: NO_PASTED_LIST,
        importRun: state.importRun + 1,
        recalculate: action.withResults,
      };
  }
}
