/** What an SVG file is stored and served as. */
export const SVG_CONTENT_TYPE = 'image/svg+xml';

/** How much of a text file is searched for its root element. */
const SVG_HEAD_BYTES = 4096;

/**
 * Whether a file reads as an SVG document (`file-type` knows binary formats by their magic bytes;
 * SVG is text): after an optional byte-order mark, XML declaration, comments and whitespace, the
 * first element is `<svg`. A document type declaration does not pass (its entities are a classic
 * XML attack and no logo needs one).
 */
export function isSvgDocument(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, SVG_HEAD_BYTES));
  return /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i.test(head);
}
