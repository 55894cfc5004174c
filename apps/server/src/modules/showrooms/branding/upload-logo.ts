import { randomUUID } from 'node:crypto';
import type { TShowroomSummary } from '@stonetool/contracts/auth';
import { BRANDING_MESSAGES, hasLogoExtension, LOGO_EXTENSIONS } from '@stonetool/contracts/branding';
import { uploadedFiles } from '@stonetool/db/schema/files';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import { publicObjectUrl } from '../../catalog/stones/stone-image-url';
import { toShowroomSummary, type Principal } from '../../auth/principal';
import { isPolyglot } from '../../../uploads/detect-polyglot';
import { detectFileType, type DetectedFileType } from '../../../uploads/detect-file-type';
import { reencodeImage } from '../../../uploads/reencode-image';
import { sanitizeSvg } from '../../../uploads/sanitize-svg';
import { isSvgDocument, SVG_CONTENT_TYPE } from '../../../uploads/svg-document';
import { replaceLogo } from './replace-logo';

/** A raster logo is scaled down to fit this square: crisp in a header and a PDF, small to serve. */
export const LOGO_MAX_SIDE_PX = 1024;

/** The raster types a logo may be by its bytes, and the names it may have (spec 03 section 5). */
const LOGO_RASTER_TYPES = { contentTypes: ['image/png', 'image/jpeg'], extensions: LOGO_EXTENSIONS };

export interface PreparedLogo {
  bytes: Buffer;
  type: DetectedFileType;
}

/** PNG or JPEG by magic bytes, else SVG by its root element; both with an allowed extension. */
async function logoTypeOf(bytes: Buffer, filename: string): Promise<DetectedFileType | null> {
  const raster = await detectFileType(bytes, filename, LOGO_RASTER_TYPES);
  if (raster) return raster;
  return hasLogoExtension(filename) && isSvgDocument(bytes)
    ? { contentType: SVG_CONTENT_TYPE, extension: 'svg' }
    : null;
}

function invalidFormat(): AppError {
  return new AppError('UNSUPPORTED_FILE_TYPE', BRANDING_MESSAGES.invalidFormat);
}

/**
 * What is stored of an uploaded logo. Its type comes from its bytes (the name's extension must
 * also be one of png, jpg, jpeg, svg; the declared type is ignored); a file that is also another
 * kind of file is refused; a PNG or JPEG is re-encoded (no metadata, at most 1024 px a side);
 * an SVG is sanitised. Anything else is refused with the spec's 'Invalid file format' message.
 */
export async function prepareLogo(bytes: Buffer, filename: string): Promise<PreparedLogo> {
  const type = await logoTypeOf(bytes, filename);
  if (!type || isPolyglot(bytes, type.contentType)) throw invalidFormat();
  if (type.contentType === SVG_CONTENT_TYPE) {
    const clean = await sanitizeSvg(bytes);
    if (!clean) throw invalidFormat();
    return { bytes: clean, type };
  }
  try {
    const contentType = type.contentType === 'image/png' ? 'image/png' : 'image/jpeg';
    return { bytes: await reencodeImage(bytes, contentType, { maxDimension: LOGO_MAX_SIDE_PX }), type };
  } catch {
    // sharp could not decode it (corrupt, truncated, or too many pixels to unpack safely).
    throw invalidFormat();
  }
}

/**
 * POST /api/upload-logo: checks and cleans the file, stores it under a name the server makes
 * (`logos/{showroom}/{random}.{ext}`), points the showroom's logo_url at it and removes the
 * logo it replaces. Returns the new address and the showroom as saved.
 */
export async function uploadLogo(
  ctx: AppContext,
  principal: Principal,
  showroomId: string,
  upload: { bytes: Buffer; filename: string },
): Promise<{ logoUrl: string; showroom: TShowroomSummary }> {
  const logo = await prepareLogo(upload.bytes, upload.filename);
  const storageKey = `logos/${showroomId}/${randomUUID()}.${logo.type.extension}`;
  const logoUrl = publicObjectUrl(ctx.env.publicUrl, storageKey);
  await ctx.storage.put(storageKey, logo.bytes, logo.type.contentType);
  try {
    const row = await replaceLogo(ctx, showroomId, logoUrl, async (tx) => {
      await tx.insert(uploadedFiles).values({
        storageKey,
        showroomId,
        kind: 'logo',
        contentType: logo.type.contentType,
        sizeBytes: logo.bytes.length,
        originalName: upload.filename.slice(0, 255),
        uploadedByUserId: principal.userId,
        createdAt: ctx.clock.now(),
      });
    });
    return { logoUrl, showroom: toShowroomSummary(row) };
  } catch (error) {
    await ctx.storage.delete(storageKey);
    throw error;
  }
}
