import { randomUUID } from 'node:crypto';
import type { TShowroomSummary } from '@stonetool/contracts/auth';
import { BRANDING_MESSAGES, hasLogoExtension } from '@stonetool/contracts/branding';
import { uploadedFiles } from '@stonetool/db/schema/files';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { publicObjectUrl } from '../catalog/stone-image-url';
import { toShowroomSummary, type Principal } from '../auth/principal';
import { isPolyglot } from '../../uploads/detect-polyglot';
import { reencodeRaster } from '../../uploads/reencode-raster';
import { sanitizeSvg } from '../../uploads/sanitize-svg';
import { sniffFileType, type SniffedType } from '../../uploads/sniff-file-type';
import { replaceLogo } from './replace-logo';

/** A raster logo is scaled down to fit this square: crisp in a header and a PDF, small to serve. */
export const LOGO_MAX_SIDE_PX = 1024;

/** The types a logo may be, by its bytes (spec 03 section 5: png, jpeg, jpg, svg). */
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/svg+xml']);

export interface PreparedLogo {
  bytes: Buffer;
  type: SniffedType;
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
  if (!hasLogoExtension(filename)) throw invalidFormat();
  const type = await sniffFileType(bytes);
  if (!type || !LOGO_TYPES.has(type.mime) || isPolyglot(bytes, type)) throw invalidFormat();
  if (type.mime === 'image/svg+xml') {
    const clean = await sanitizeSvg(bytes);
    if (!clean) throw invalidFormat();
    return { bytes: clean, type };
  }
  try {
    const format = type.mime === 'image/png' ? 'png' : 'jpeg';
    return { bytes: await reencodeRaster(bytes, format, { maxSide: LOGO_MAX_SIDE_PX }), type };
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
  const storageKey = `logos/${showroomId}/${randomUUID()}.${logo.type.ext}`;
  const logoUrl = publicObjectUrl(ctx.env.publicUrl, storageKey);
  await ctx.storage.put(storageKey, logo.bytes, logo.type.mime);
  try {
    const row = await replaceLogo(ctx, showroomId, logoUrl, async (tx) => {
      await tx.insert(uploadedFiles).values({
        storageKey,
        showroomId,
        kind: 'logo',
        contentType: logo.type.mime,
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
