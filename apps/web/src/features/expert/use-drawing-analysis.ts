import { ANALYSIS_FAILED, type TExtractDimensionsRequest } from '@stonetool/contracts/ai-import';
import type { NormalizedStone } from '@stonetool/domain/estimate/types';
import type { Dispatch } from 'react';
import {
  drawingPiecesToCheck,
  groupPiecesFromDrawing,
  groupsFromParsed,
  productsFromDrawing,
  productsFromParsed,
} from './ai-import';
import {
  ANALYSIS_CALL_FAILED,
  DrawingAnalysisError,
  extractDimensions,
  type DrawingAnalysis,
} from './api/extract-dimensions';
import type { TParsedProduct } from './api/parse-products';
import { importedGroupNumber, type EstimatorAction, type EstimatorState } from './estimator-state';
import type { GroupDraft, ProductDraft } from './estimator-model';
import {
  FILE_TOO_LARGE,
  MAX_DRAWING_BYTES,
  NO_FILE_PROVIDED,
  UNREADABLE_DRAWING_KIND,
  drawingKind,
  preprocessDrawing,
  readFileAsBase64,
} from './preprocess-drawing';
import type { Toaster } from './toast';
import { messageOf } from './toast-rules';

/** What a drawing placed in the form: how many piece types, and which card or group shows the reading. */
type Placed = { placed: number; shownOn: string };

/**
 * The estimator's imports: Quick Type Import's parsed list, and a drawing uploaded on a type card
 * or a group, read by the AI analysis and placed in the form.
 */
export function useDrawingAnalysis({
  state,
  dispatch,
  catalogue,
  toast,
}: {
  state: EstimatorState;
  dispatch: Dispatch<EstimatorAction>;
  catalogue: readonly NormalizedStone[];
  toast: Toaster;
}) {
  const onParsed = (parsed: TParsedProduct[]) => {
    if (state.entryMode === 'standard')
      dispatch({ type: 'import/products', products: productsFromParsed(parsed, catalogue) });
    else
      dispatch({
        type: 'import/groups',
        groups: groupsFromParsed(parsed, catalogue, importedGroupNumber(state.groups)),
      });
  };

  /**
   * Reads a drawing uploaded on the type card or group `targetId`; `place` turns the pieces into
   * rows of the form and says how many piece types it placed (none fails the analysis) and which
   * card or group shows the reading (a type card is replaced by the drawing's first piece). A
   * reading with pieces to check or pieces not read is announced in amber on that card, never
   * with a green ✓.
   */
  const analyzeDrawing = async (
    targetId: string,
    file: File | null,
    place: (drawing: DrawingAnalysis) => Placed,
  ) => {
    const fail = (error: string, suggestions: string[] = []) =>
      dispatch({ type: 'drawing/failed', targetId, error, suggestions });
    if (!file) return fail(NO_FILE_PROVIDED);
    if (file.size > MAX_DRAWING_BYTES) return fail(FILE_TOO_LARGE);
    const kind = drawingKind(file);
    if (!kind) return fail(UNREADABLE_DRAWING_KIND);
    dispatch({ type: 'drawing/analyzing', targetId });
    try {
      const upload: TExtractDimensionsRequest =
        kind === 'image'
          ? { image: await preprocessDrawing(file) }
          : { file: await readFileAsBase64(file), fileName: file.name, mimeType: file.type };
      const analysis = await extractDimensions(upload);
      const { placed, shownOn } = place(analysis);
      if (placed === 0) return fail(ANALYSIS_FAILED);
      const check = drawingPiecesToCheck(analysis.pieces, analysis.confidence);
      const { unread } = analysis;
      dispatch({
        type: 'drawing/read',
        targetId,
        shownOn,
        reading: { units: analysis.units, unitsAssumed: analysis.unitsAssumed, check, unread },
      });
      const found = `Found ${placed} piece ${placed === 1 ? 'type' : 'types'} in the drawing`;
      // A green ✓ only for a reading that is certain: every piece read, each surely, in the unit the file names.
      if (unread.length > 0) toast.info(`${found}: ${unread.length} not read, see why on the card`);
      else if (check.length > 0) toast.info(`${found}: some were read with low confidence`);
      else if (analysis.unitsAssumed) toast.info(`${found}: its unit was assumed, see the card`);
      else toast.success(`✓ ${found}`);
    } catch (error) {
      if (error instanceof DrawingAnalysisError) fail(error.message, error.suggestions);
      else fail(messageOf(error, ANALYSIS_CALL_FAILED));
    }
  };

  /** A drawing on a type card: its pieces replace the card, keeping the card's stone. */
  const analyzeProductDrawing = (product: ProductDraft, file: File | null) =>
    analyzeDrawing(product.id, file, ({ pieces, confidence }) => {
      const replacements = productsFromDrawing(pieces, product, confidence);
      dispatch({ type: 'drawing/products', id: product.id, replacements });
      return { placed: replacements.length, shownOn: replacements[0]?.id ?? product.id };
    });

  /** A drawing on a group card: its pieces join the group, under the group's stone. */
  const analyzeGroupDrawing = (group: GroupDraft, file: File | null) =>
    analyzeDrawing(group.id, file, ({ pieces, confidence }) => {
      const drawn = groupPiecesFromDrawing(pieces, confidence);
      dispatch({ type: 'drawing/group-pieces', id: group.id, pieces: drawn });
      return { placed: drawn.length, shownOn: group.id };
    });

  return { onParsed, analyzeProductDrawing, analyzeGroupDrawing };
}
