import sharp from 'sharp';

/** The raster types sharp re-encodes; anything else is not an image this helper accepts. */
const formats = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export type RasterContentType = keyof typeof formats;

export function isRasterContentType(contentType: string): contentType is RasterContentType {
  return contentType in formats;
}

/** Decompression-bomb guard: images beyond 40 megapixels are refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ReencodeOptions {
  /** The longest side kept, in pixels; larger images are scaled down to fit. */
  maxDimension: number;
}

/**
 * Decodes and encodes a raster image again in its own format with sharp: metadata (EXIF with
 * GPS, ICC comments, XMP) is dropped, the orientation is applied to the pixels, the size is
 * bounded, and anything hidden after or inside the image data (a polyglot) does not survive.
 * Throws when the bytes are not a decodable image of that type.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  contentType: RasterContentType,
  options: ReencodeOptions,
): Promise<Buffer> {
  const animated = contentType === 'image/gif' || contentType === 'image/webp';
  let image = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  if (!animated) image = image.rotate();
  return image
    .resize({
      width: options.maxDimension,
      height: options.maxDimension,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toFormat(formats[contentType])
    .toBuffer();
}
