/** The public path the web app builds stone image addresses from (spec 01 section 7). */
export const STONE_IMAGES_PATH = '/storage/v1/object/public/stone-images/';

/** Brand plus color with spaces removed, the naming the spec gives stone images. */
export function stoneImageName(brand: string, color: string): string {
  return `${brand}${color}`.replace(/\s+/g, '');
}

/** The public address of a stored object, each path segment URL-encoded. */
export function publicObjectUrl(publicUrl: string, storageKey: string): string {
  return `${publicUrl}/storage/v1/object/public/${storageKey.split('/').map(encodeURIComponent).join('/')}`;
}
