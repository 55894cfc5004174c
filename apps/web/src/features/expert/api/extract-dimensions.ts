import {
  ANALYSIS_FAILED,
  ZExtractDimensionsFailure,
  ZExtractDimensionsResponse,
  type TDrawingPiece,
  type TDrawingSummary,
  type TExtractDimensionsRequest,
  type TUnreadDrawingPiece,
} from '@stonetool/contracts/ai-import';
import { ApiError } from '../../../lib/api-error';
import { apiJson } from '../../../lib/http/api-json';

export const ANALYSIS_CALL_FAILED = 'Failed to analyze drawing';

/**
 * What a drawing yields: its pieces, how sure the analysis is of them (0..1), the unit it was read
 * in and whether that unit is a guess, and the pieces it shows that were not taken, with the reason.
 */
export type DrawingAnalysis = {
  pieces: TDrawingPiece[];
  confidence: number;
  units: TDrawingSummary['units'];
  unitsAssumed: boolean;
  unread: TUnreadDrawingPiece[];
};

/** A drawing analysis that failed: the server's error (or 'Analysis failed') and its suggestions. */
export class DrawingAnalysisError extends Error {
  constructor(
    message: string,
    readonly suggestions: string[],
  ) {
    super(message);
    this.name = 'DrawingAnalysisError';
  }
}

/**
 * POST /api/claude-extract-dimensions: a raster drawing as the preprocessed base64 JPEG
 * (`image`), a DXF or PDF as its own bytes (`file`, with its name and type). A refusal
 * reads the server's error with its suggestions, else 'Analysis failed'; a call that does not
 * get through, 'Failed to analyze drawing'.
 */
export async function extractDimensions(upload: TExtractDimensionsRequest): Promise<DrawingAnalysis> {
  try {
    const { pieces, summary, unreadPieces } = (
      await apiJson(ZExtractDimensionsResponse, '/api/claude-extract-dimensions', {
        method: 'POST',
        json: upload,
        fallback: ANALYSIS_FAILED,
        network: ANALYSIS_CALL_FAILED,
      })
    ).data;
    return {
      pieces,
      confidence: summary.confidence,
      units: summary.units,
      unitsAssumed: summary.unitsAssumed,
      unread: unreadPieces,
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw new Error(ANALYSIS_CALL_FAILED);
    const failure = ZExtractDimensionsFailure.safeParse(error.body);
    if (failure.success)
      throw new DrawingAnalysisError(failure.data.error || ANALYSIS_FAILED, failure.data.suggestions ?? []);
    throw new DrawingAnalysisError(ANALYSIS_FAILED, []);
  }
}
