import sharp from 'sharp';

/** Spec 02 section 9: longest side capped at 2000 px, greyscale, contrast × 1.5, JPEG at 0.95. */
export const PREPROCESS = { maxSide: 2000, contrast: 1.5, jpegQuality: 95 } as const;

/**
 * The drawing as the spec prepares it for analysis. Contrast is stretched around mid-grey, as the
 * browser's contrast filter does: out = (in − 128) × 1.5 + 128. Photos are turned upright first.
 */
export async function preprocessDrawing(image: Buffer): Promise<Buffer> {
  return (
    sharp(image)
      .rotate()
      .resize({
        width: PREPROCESS.maxSide,
        height: PREPROCESS.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .greyscale()
      .linear(PREPROCESS.contrast, 128 * (1 - PREPROCESS.contrast))
      // A one-channel JPEG: greyscale() alone keeps three identical channels.
      .toColourspace('b-w')
      .jpeg({ quality: PREPROCESS.jpegQuality })
      .toBuffer()
  );
}
