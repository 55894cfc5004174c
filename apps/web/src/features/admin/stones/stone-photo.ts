import { ADMIN_STONE_MESSAGES, STONE_IMAGE_MAX_BYTES } from '@stonetool/contracts/admin-stones';

const PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'];
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Why a chosen photo cannot be a stone's picture, named before anything is sent (the server checks
 * the bytes again): not a PNG, JPG or WebP by its name and type, or over 5 MB. Null when it may go.
 */
export function photoProblem(file: { name: string; type: string; size: number }): string | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!PHOTO_EXTENSIONS.includes(extension) || (file.type !== '' && !PHOTO_TYPES.includes(file.type))) {
    return `${file.name}: ${ADMIN_STONE_MESSAGES.imageInvalid}`;
  }
  if (file.size > STONE_IMAGE_MAX_BYTES) return `${file.name}: ${ADMIN_STONE_MESSAGES.imageTooLarge}`;
  return null;
}
