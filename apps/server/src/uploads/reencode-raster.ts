import sharp from 'sharp';

/**
 * Decoding stops beyond this many pixels, so a small file that unpacks to a huge image (a
 * decompression bomb) is refused instead of exhausting memory.
 */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ReencodeOptions {
  /** The output is scaled down to fit this square (never up). */
  maxSide: number;
}

/**
 * A PNG or JPEG decoded and encoded again by sharp, in the same format: the metadata (EXIF with
 * its GPS position, XMP, comments, text chunks) and anything hidden after or inside the image
 * data do not survive, the pixel size is bounded, and the EXIF orientation is applied first so
 * the image still stands the right way up. Throws when sharp cannot decode the bytes.
 */
export async function reencodeRaster(
  bytes: Uint8Array,
  format: 'png' | 'jpeg',
  options: ReencodeOptions,
): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true });
  return format === 'png'
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}
