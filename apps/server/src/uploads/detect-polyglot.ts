import { SVG_CONTENT_TYPE } from './svg-document';

/**
 * Signatures of other formats that have no business inside an image: markup a browser would run,
 * server scripts, archives and PDFs. Text signatures are matched case-insensitively.
 */
const FOREIGN_BINARY = [
  { mime: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];
/** Image metadata (XMP) is XML too, so only markup that a browser runs or renders counts. */
const FOREIGN_MARKUP = ['<script', '<html', '<body', '<iframe', '<svg', '<!doctype', '<?php', 'javascript:'];
/** In an SVG (text) the markup is its own and is sanitised; binary and server code are not. */
const FOREIGN_IN_SVG = ['<?php', '<%'];

function indexOfBytes(haystack: Uint8Array, needle: readonly number[], from = 0): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Where a PNG's IEND chunk ends (its length and CRC included), or -1 when it has none. */
function pngEnd(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    offset += 12 + length;
    if (type === 'IEND') return offset;
  }
  return -1;
}

/**
 * Where a JPEG's end-of-image marker ends, or -1. Segments are skipped by their length (so an
 * EXIF thumbnail's own markers are not taken for the end); in entropy-coded data a 0xFF is
 * followed by 0x00 (stuffing), a restart marker or fill, else it starts the next segment.
 */
function jpegEnd(bytes: Uint8Array): number {
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return -1;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd9) return offset + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (offset + 3 >= bytes.length) return -1;
    offset += 2 + ((bytes[offset + 2]! << 8) | bytes[offset + 3]!);
    if (marker !== 0xda) continue;
    while (offset + 1 < bytes.length) {
      const next = bytes[offset + 1]!;
      if (bytes[offset] === 0xff && next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
      offset += 1;
    }
  }
  return -1;
}

/** Bytes after a raster image's end that are not padding (zeros), i.e. a second file glued on. */
function hasTrailingData(bytes: Uint8Array, contentType: string): boolean {
  const end =
    contentType === 'image/png' ? pngEnd(bytes) : contentType === 'image/jpeg' ? jpegEnd(bytes) : null;
  if (end === null) return false;
  if (end < 0) return true;
  return bytes.subarray(end).some((byte) => byte !== 0);
}

/**
 * Whether a file is also a file of another kind (a polyglot): an image with markup, a script, a
 * ZIP or a PDF inside it or glued after its end, or an SVG carrying binary content or server
 * code. Such files are refused, not cleaned: a logo or receipt never legitimately is one.
 */
export function isPolyglot(bytes: Uint8Array, contentType: string): boolean {
  const isSvg = contentType === SVG_CONTENT_TYPE;
  if (isSvg && bytes.includes(0)) return true;
  const foreign = FOREIGN_BINARY.filter((signature) => signature.mime !== contentType);
  if (foreign.some((signature) => indexOfBytes(bytes, signature.bytes) >= 0)) return true;
  const text = Buffer.from(bytes).toString('latin1').toLowerCase();
  const markup = isSvg ? FOREIGN_IN_SVG : contentType.startsWith('image/') ? FOREIGN_MARKUP : [];
  if (markup.some((signature) => text.includes(signature))) return true;
  return hasTrailingData(bytes, contentType);
}
