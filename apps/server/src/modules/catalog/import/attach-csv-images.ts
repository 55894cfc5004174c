import { STONE_CSV_MAX_IMAGES, type TStoneCsvPhotoRefusal } from '@stonetool/contracts/admin-stones';
import { stones } from '@stonetool/db/schema/catalog';
import { stoneKey } from '@stonetool/domain/catalog/stone-fields';
import { isNull } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import type { Principal } from '../../auth/principal';
import type { StoneImageAddress } from './parse-stones-csv';
import { uploadStoneImage } from '../stones/upload-stone-image';

/** Fetches at a time: a slow host does not hold the others up, and no host is flooded. */
const PARALLEL_FETCHES = 4;

export interface CsvPhotosResult {
  added: number;
  refused: TStoneCsvPhotoRefusal[];
}

/**
 * After an import committed, fetches the photo each row's `Image URL` names (ctx.remoteImages:
 * public hosts only, size, type and time limits) and makes it the stone's picture through the
 * same checks and re-encoding as an uploaded one. A photo that cannot be had leaves its stone
 * imported without it, and the row, address and reason go back in the report; so do rows past
 * the per-import cap, unfetched.
 */
export async function attachCsvImages(
  ctx: AppContext,
  principal: Principal,
  images: readonly StoneImageAddress[],
): Promise<CsvPhotosResult> {
  if (images.length === 0) return { added: 0, refused: [] };
  const rows = await ctx.db
    .select({
      id: stones.id,
      brand: stones.brand,
      type: stones.type,
      color: stones.color,
      thickness: stones.thickness,
      finish: stones.finish,
    })
    .from(stones)
    .where(isNull(stones.retiredAt));
  const idByKey = new Map(rows.map((row) => [stoneKey(row), row.id]));
  const refused: TStoneCsvPhotoRefusal[] = [];
  let added = 0;

  async function attach(image: StoneImageAddress): Promise<void> {
    const stoneId = idByKey.get(image.stoneKey);
    if (!stoneId) {
      refused.push({ row: image.row, url: image.url, reason: 'The stone was not found after the import' });
      return;
    }
    const fetched = await ctx.remoteImages(image.url);
    if (!fetched.ok) {
      refused.push({ row: image.row, url: image.url, reason: fetched.reason });
      return;
    }
    try {
      await uploadStoneImage(ctx, principal, stoneId, { bytes: fetched.bytes, filename: fetched.filename });
      added += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ row: image.row, url: image.url, reason: error.message });
    }
  }

  const fetched = images.slice(0, STONE_CSV_MAX_IMAGES);
  for (let start = 0; start < fetched.length; start += PARALLEL_FETCHES) {
    await Promise.all(fetched.slice(start, start + PARALLEL_FETCHES).map(attach));
  }
  for (const image of images.slice(STONE_CSV_MAX_IMAGES)) {
    refused.push({
      row: image.row,
      url: image.url,
      reason: `Not fetched: one import fetches at most ${STONE_CSV_MAX_IMAGES} photos; add this one from the stone's Edit dialog or a later import`,
    });
  }
  refused.sort((a, b) => a.row - b.row);
  return { added, refused };
}
