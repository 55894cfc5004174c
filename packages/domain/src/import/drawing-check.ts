/** Below this confidence (0 to 1) a drawing's piece is to be checked by the estimator. */
export const CHECK_BELOW = 0.6;

/**
 * A piece read from a drawing is to be checked when its own confidence, or the whole reading's
 * (an OCR that is unsure of the page), is below 0.6; a piece without its own goes by the reading's.
 */
export function needsCheck(piece: { confidence?: number | undefined }, readingConfidence: number): boolean {
  return readingConfidence < CHECK_BELOW || (piece.confidence ?? readingConfidence) < CHECK_BELOW;
}
