/**
 * The lower-case extension of a file name as a browser sends it ('' when it has none). Uploads
 * check it against their allow-list on both sides; the file's type itself comes from its bytes.
 */
export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}
