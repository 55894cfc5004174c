import {
  ANALYSIS_FAILED,
  ZExtractDimensionsFailure,
  ZExtractDimensionsResponse,
  type TDrawingPiece,
  type TDrawingSummary,
  type TExtractDimensionsRequest,
} from '@stonetool/contracts/ai-import';
import { authFetch } from '../../../lib/session-store';
import { postJsonInit } from './expert-request';

export const ANALYSIS_CALL_FAILED = 'Failed to analyze drawing';

/** What a drawing yields: its pieces, how sure the analysis is of them (0..1), the unit it was read in. */
export type DrawingAnalysis = {
  pieces: TDrawingPiece[];
  confidence: number;
  units: TDrawingSummary['units'];
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
  let body: unknown;
  let ok: boolean;
  try {
    const response = await authFetch('/api/claude-extract-dimensions', postJsonInit(upload));
    ok = response.ok;
    body = await response.json();
  } catch {
    throw new Error(ANALYSIS_CALL_FAILED);
  }
  const result = ZExtractDimensionsResponse.safeParse(body);
  if (ok && result.success) {
    const { pieces, summary } = result.data.data;
    return { pieces, confidence: summary.confidence, units: summary.units };
  }
  const failure = ZExtractDimensionsFailure.safeParse(body);
  if (failure.success)
    throw new DrawingAnalysisError(failure.data.error || ANALYSIS_FAILED, failure.data.suggestions ?? []);
  throw new DrawingAnalysisError(ANALYSIS_FAILED, []);
}
