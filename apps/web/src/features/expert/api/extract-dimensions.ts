import { z } from 'zod';
import { ApiError, readServerError } from '../../../lib/api-error';
import { authFetch } from '../../../lib/session-store';
import { postJson } from './expert-request';

export const ANALYSIS_FAILED = 'Analysis failed';
export const ANALYSIS_CALL_FAILED = 'Failed to analyze drawing';

const ZDrawingPiece = z.object({
  name: z.string(),
  width: z.number(),
  depth: z.number(),
  edgeDetail: z.string().nullish(),
  type: z.string().nullish(),
  notes: z.string().nullish(),
  quantity: z.number().nullish(),
});

const ZExtractDimensionsResponse = z.object({
  success: z.boolean(),
  data: z
    .object({
      pieces: z.array(ZDrawingPiece),
      summary: z.object({ confidence: z.number(), drawingType: z.string().nullish() }).partial(),
    })
    .optional(),
  error: z.string().optional(),
  suggestions: z.array(z.string()).optional(),
});
export type TExtractDimensionsResponse = z.output<typeof ZExtractDimensionsResponse>;

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

export type DrawingUpload = { image: string } | { file: string; fileName: string; mimeType: string };

/**
 * POST /api/claude-extract-dimensions: a raster drawing as the preprocessed base64 JPEG
 * (`image`), a DXF, DWG or PDF as its own bytes. A refusal reads the server's error with its
 * suggestions, else 'Analysis failed'; a call that does not get through, 'Failed to analyze drawing'.
 */
export async function extractDimensions(upload: DrawingUpload) {
  let response: Response;
  try {
    response = await authFetch('/api/claude-extract-dimensions', postJson(upload));
  } catch {
    throw new Error(ANALYSIS_CALL_FAILED);
  }
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    if (!response.ok)
      throw new ApiError((await readServerError(response)) ?? ANALYSIS_CALL_FAILED, response.status);
    throw new Error(ANALYSIS_CALL_FAILED);
  }
  const parsed = ZExtractDimensionsResponse.safeParse(body);
  if (!parsed.success) throw new Error(ANALYSIS_CALL_FAILED);
  const result = parsed.data;
  if (!response.ok || !result.success || !result.data) {
    throw new DrawingAnalysisError(result.error || ANALYSIS_FAILED, result.suggestions ?? []);
  }
  return { pieces: result.data.pieces, confidence: result.data.summary.confidence ?? 0 };
}
