import type { TConfigResponse } from '@stonetool/contracts/site';

/** Image formats tried in order (spec 01 section 9). */
export const IMAGE_EXTENSIONS = ['webp', 'jpg', 'jpeg', 'png'] as const;
/** After the first attempt at most 11 more are made (spec 01 section 9: max image retries 11). */
export const MAX_IMAGE_ATTEMPTS = 1 + 11;

/** The stored image name: brand plus color with spaces removed ('Caesarstone' + 'Calacatta Nuvo'). */
export function stoneImageBaseName(stone: { Brand: string; Color: string }): string {
  return `${stone.Brand}${stone.Color}`.replace(/\s+/g, '');
}

/**
 * Every address to try for a stone's image, in order (spec 01 section 7): under the stone-images
 * path, each extension webp, jpg, jpeg, png, each in the name's casing as-is, lower and upper.
 * The server's own image_url goes first when it names another file. Duplicates are dropped and
 * the list stops at 12 attempts. None for a stone the server says has no photo: each would fail.
 */
export function stoneImageCandidates(
  stone: { Brand: string; Color: string; image_url?: string | null; has_image?: boolean },
  config: Pick<TConfigResponse, 'supabaseUrl' | 'stoneImagesPath'> | null,
): string[] {
  if (stone.has_image === false) return [];
  const candidates: string[] = [];
  if (stone.image_url) candidates.push(stone.image_url);
  if (config) {
    const base = stoneImageBaseName(stone);
    const prefix = `${config.supabaseUrl}${config.stoneImagesPath}`;
    for (const extension of IMAGE_EXTENSIONS) {
      for (const name of [base, base.toLowerCase(), base.toUpperCase()]) {
        candidates.push(`${prefix}${name}.${extension}`);
      }
    }
  }
  return [...new Set(candidates)].slice(0, MAX_IMAGE_ATTEMPTS);
}
