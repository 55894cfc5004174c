import { FILE_TOO_LARGE, NO_FILE_PROVIDED, UNSUPPORTED_DRAWING } from '@stonetool/contracts/ai-import';
import { looksLikeDxf } from '@stonetool/domain/import/dxf';
import { MAX_DRAWING_BYTES } from '@stonetool/domain/import/limits';
import sharp from 'sharp';
import { AiImportError } from './ai-import-error';

export type DrawingKind = 'image' | 'pdf' | 'dxf';

export interface Drawing {
  kind: DrawingKind;
  bytes: Buffer;
}

const DATA_URL = /^data:([^;,]*)(?:;[^,]*)?,/;

const EXPORT_SUGGESTIONS = [
  'Export the drawing from your CAD program as DXF or PDF',
  'Or upload a photo or scan of the drawing as PNG or JPEG',
];

function startsWith(bytes: Buffer, signature: string): boolean {
  return bytes.subarray(0, signature.length).toString('latin1') === signature;
}

/**
 * The drawing a request carries: base64 (optionally a data URL) decoded and checked against the
 * 10 MB limit, its kind read from the bytes. A PDF, PNG or JPEG is known by its signature, DXF by
 * its opening SECTION group; DWG (AutoCAD's closed format) and binary DXF are refused with a
 * suggestion to export, anything else sharp cannot open as an image is refused too.
 */
export async function decodeDrawing(
  base64: string,
  hints: { fileName?: string; mimeType?: string },
): Promise<Drawing> {
  const payload = base64.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (payload === '') throw new AiImportError(400, 'NO_FILE', NO_FILE_PROVIDED);
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload)) {
    throw new AiImportError(400, 'VALIDATION_FAILED', 'The file is not valid base64.');
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) throw new AiImportError(400, 'NO_FILE', NO_FILE_PROVIDED);
  if (bytes.length > MAX_DRAWING_BYTES) throw new AiImportError(413, 'FILE_TOO_LARGE', FILE_TOO_LARGE);

  if (startsWith(bytes, '%PDF-')) return { kind: 'pdf', bytes };
  if (startsWith(bytes, 'AC10') || startsWith(bytes, 'AutoCAD Binary DXF')) {
    throw new AiImportError(415, 'UNSUPPORTED_DRAWING', UNSUPPORTED_DRAWING, EXPORT_SUGGESTIONS);
  }
  if (looksLikeDxf(bytes.subarray(0, 2000).toString('latin1'))) return { kind: 'dxf', bytes };
  try {
    const { format } = await sharp(bytes).metadata();
    if (format !== undefined && format !== 'svg') return { kind: 'image', bytes };
  } catch {
    // Not an image sharp can open: refused below with what the user can send instead.
  }
  const named = `${hints.fileName ?? ''} ${hints.mimeType ?? ''}`;
  const suggestions = /dwg|dxf|cad/i.test(named)
    ? EXPORT_SUGGESTIONS
    : ['Upload a PNG or JPEG image, a PDF or a DXF file'];
  throw new AiImportError(415, 'UNSUPPORTED_DRAWING', UNSUPPORTED_DRAWING, suggestions);
}
