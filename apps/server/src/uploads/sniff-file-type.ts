import { fileTypeFromBuffer } from 'file-type';

/** A file type recognised from a file's bytes. */
export interface SniffedType {
  /** The exact Content-Type to store and serve, e.g. `image/png`. */
  mime: string;
  /** The canonical extension, e.g. `png`; the server names stored files with it. */
  ext: string;
}

export const SVG_TYPE: SniffedType = { mime: 'image/svg+xml', ext: 'svg' };

/** How much of a text file is searched for its root element. */
const SVG_HEAD_BYTES = 4096;

/**
 * Whether text reads as an SVG document: after an optional byte-order mark, XML declaration,
 * comments and whitespace, the first element is `<svg`. A document type declaration is not
 * accepted (its entities are a classic XML attack and no logo needs one).
 */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, SVG_HEAD_BYTES));
  const prolog = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;
  return prolog.test(head);
}

/**
 * The type of a file from its bytes alone (magic numbers through `file-type`; SVG, which is
 * text, by its root element), never from its name or the type the browser declared. Null when
 * the bytes are of no type recognised here, e.g. a text file renamed `.png`.
 */
export async function sniffFileType(bytes: Uint8Array): Promise<SniffedType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  // file-type names any document opening with an XML declaration `xml`; SVG is one of them.
  if (detected && detected.ext !== 'xml') return { mime: detected.mime, ext: detected.ext };
  return looksLikeSvg(bytes) ? SVG_TYPE : null;
}
