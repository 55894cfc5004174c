import { randomUUID } from 'node:crypto';
import { ADMIN_STONE_MESSAGES } from '@stonetool/contracts/admin-stones';
import { stoneImages } from '@stonetool/db/schema/catalog';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import { lockCatalogStone } from './admin-stone';
import { detectFileType } from '../../../uploads/detect-file-type';
import { isPolyglot } from '../../../uploads/detect-polyglot';
import { reencodeImage, type RasterContentType } from '../../../uploads/reencode-image';
import type { Principal } from '../../auth/principal';
import { publicObjectUrl } from './stone-image-url';

/** Sharp enough for the stone detail view on a large screen, small enough to scroll a catalog. */
const STONE_IMAGE_MAX_SIDE_PX = 2048;

/** Raster types a stone picture may be by its bytes (the build's image formats, spec 03 section 9). */
const STONE_IMAGE_TYPES = {
  contentTypes: ['image/webp', 'image/jpeg', 'image/png'],
  extensions: ['webp', 'jpg', 'jpeg', 'png'],
};

/** Pictures uploaded for one stone are named after it; the seeded ones (brand plus colour) are shared. */
export function ownStoneImagePrefix(stoneId: string): string {
  return `stone-images/${stoneId}-`;
}

function invalidImage(): AppError {
  return new AppError('UNSUPPORTED_FILE_TYPE', ADMIN_STONE_MESSAGES.imageInvalid);
}

/** The picture as stored: its type from its bytes, re-encoded without metadata, at most 2048 px a side. */
async function prepareStoneImage(bytes: Buffer, filename: string) {
  const type = await detectFileType(bytes, filename, STONE_IMAGE_TYPES);
  if (!type || isPolyglot(bytes, type.contentType)) throw invalidImage();
  try {
    const clean = await reencodeImage(bytes, type.contentType as RasterContentType, {
      maxDimension: STONE_IMAGE_MAX_SIDE_PX,
    });
    const { width, height } = await sharp(clean).metadata();
    return { bytes: clean, type, width: width ?? 0, height: height ?? 0 };
  } catch {
    // sharp could not decode it (corrupt, truncated, or too many pixels to unpack safely).
    throw invalidImage();
  }
}

/**
 * POST /api/admin/upload-stone-image: checks and cleans the picture, stores it under a name the
 * server makes (`stone-images/{stone}-{random}.{ext}`, served by the catalog's public stone-images
 * path) and makes it the stone's picture. A new name on each upload lets browsers keep pictures
 * for a day without showing an old one. The picture it replaces leaves storage after the commit
 * when it was this stone's own.
 */
export async function uploadStoneImage(
  ctx: AppContext,
  principal: Principal,
  stoneId: string,
  upload: { bytes: Buffer; filename: string },
): Promise<{ imageUrl: string }> {
  const image = await prepareStoneImage(upload.bytes, upload.filename);
  const storageKey = `${ownStoneImagePrefix(stoneId)}${randomUUID()}.${image.type.extension}`;
  await ctx.storage.put(storageKey, image.bytes, image.type.contentType);
  try {
    const oldKeys = await ctx.db.transaction(async (tx) => {
      await lockCatalogStone(tx, stoneId);
      const old = await tx
        .delete(stoneImages)
        .where(eq(stoneImages.stoneId, stoneId))
        .returning({ key: stoneImages.storageKey });
      const own = old.map((row) => row.key).filter((key) => key.startsWith(ownStoneImagePrefix(stoneId)));
      for (const key of own) await tx.delete(uploadedFiles).where(eq(uploadedFiles.storageKey, key));
      const now = ctx.clock.now();
      await tx.insert(stoneImages).values({
        stoneId,
        storageKey,
        contentType: image.type.contentType,
        width: image.width,
        height: image.height,
        createdAt: now,
      });
      await tx.insert(uploadedFiles).values({
        storageKey,
        kind: 'stone_image',
        contentType: image.type.contentType,
        sizeBytes: image.bytes.length,
        originalName: upload.filename.slice(0, 255),
        uploadedByUserId: principal.userId,
        createdAt: now,
      });
      return own;
    });
    await Promise.all(oldKeys.map((key) => ctx.storage.delete(key)));
    return { imageUrl: publicObjectUrl(ctx.env.publicUrl, storageKey) };
  } catch (error) {
    await ctx.storage.delete(storageKey);
    throw error;
  }
}
