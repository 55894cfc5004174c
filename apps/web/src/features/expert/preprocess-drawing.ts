export { MAX_DRAWING_BYTES } from '@stonetool/domain/import/limits';
export { FILE_TOO_LARGE, NO_FILE_PROVIDED } from '@stonetool/contracts/ai-import';

/** Image preprocessing before drawing analysis (spec 02 section 9). */
export const MAX_DRAWING_SIDE = 2000;
export const DRAWING_CONTRAST = 1.5;
export const DRAWING_JPEG_QUALITY = 0.95;
export const FAILED_TO_LOAD_IMAGE = 'Failed to load image';
export const FAILED_TO_READ_FILE = 'Failed to read file';
export const UNREADABLE_DRAWING_KIND =
  'Please upload an image, PDF or DXF drawing (export a DWG drawing as DXF or PDF from your CAD program).';

/** The size to draw at: the longest side capped at 2000 px, the aspect ratio kept, never enlarged. */
export function cappedSize(
  width: number,
  height: number,
  max = MAX_DRAWING_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Greyscale (Rec. 601 luma) with the contrast boosted by 1.5 around mid-grey, clamped to 0..255,
 * applied in place to RGBA pixels; alpha becomes opaque so a transparent drawing reads on white.
 */
export function greyscaleWithContrast(pixels: Uint8ClampedArray, contrast = DRAWING_CONTRAST): void {
  for (let i = 0; i < pixels.length; i += 4) {
    const alpha = (pixels[i + 3] ?? 255) / 255;
    // Transparent areas of a PNG drawing are paper: blend them onto white before measuring.
    const r = (pixels[i] ?? 0) * alpha + 255 * (1 - alpha);
    const g = (pixels[i + 1] ?? 0) * alpha + 255 * (1 - alpha);
    const b = (pixels[i + 2] ?? 0) * alpha + 255 * (1 - alpha);
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    const boosted = Math.min(255, Math.max(0, Math.round((luma - 128) * contrast + 128)));
    pixels[i] = boosted;
    pixels[i + 1] = boosted;
    pixels[i + 2] = boosted;
    pixels[i + 3] = 255;
  }
}

export type DrawingKind = 'image' | 'dxf' | 'pdf';

/**
 * What an uploaded drawing is, by its MIME type or, failing that, its extension; null for what
 * cannot be read, DWG among them (image/vnd.dwg is no image; see docs/decisions/077-dwg-drawings-are-not-read.md).
 */
export function drawingKind(file: { name: string; type: string }): DrawingKind | null {
  const name = file.name.toLowerCase();
  if (file.type.startsWith('image/') && !name.endsWith('.dxf') && !name.endsWith('.dwg')) return 'image';
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (name.endsWith('.dxf')) return 'dxf';
  if (/\.(png|jpe?g|gif|webp|bmp)$/.test(name)) return 'image';
  return null;
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(FAILED_TO_LOAD_IMAGE));
    };
    image.src = url;
  });
}

/** A raster drawing as the base64 JPEG the analysis takes: capped, greyscale, contrast 1.5, quality 0.95. */
export async function preprocessDrawing(file: Blob): Promise<string> {
  const image = await loadImage(file);
  const size = cappedSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(FAILED_TO_LOAD_IMAGE);
  context.drawImage(image, 0, 0, size.width, size.height);
  const pixels = context.getImageData(0, 0, size.width, size.height);
  greyscaleWithContrast(pixels.data);
  context.putImageData(pixels, 0, 0);
  const dataUrl = canvas.toDataURL('image/jpeg', DRAWING_JPEG_QUALITY);
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/** A file's bytes as base64 (DXF and PDF drawings travel unchanged). */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new Error(FAILED_TO_READ_FILE));
    reader.readAsDataURL(file);
  });
}
