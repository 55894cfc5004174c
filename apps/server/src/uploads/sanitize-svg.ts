import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { DOMWindow } from 'jsdom';

/**
 * References an SVG logo may keep: fragments inside the document itself, and raster images
 * embedded as data (design tools export logos that way). Anything else would make the logo
 * fetch from elsewhere (tracking, or content that changes after the check).
 */
const SAFE_REFERENCE = /^\s*(#|data:image\/(png|jpeg);base64,)/i;
/** A CSS `url(...)` that does not point at a fragment of the document. */
const EXTERNAL_CSS_URL = /url\(\s*['"]?\s*(?!#)/i;

let purifier: Promise<{ purify: DOMPurify; window: DOMWindow }> | null = null;

/** One DOMPurify over one jsdom window, made on first use (jsdom takes a moment to load). */
function getPurifier(): Promise<{ purify: DOMPurify; window: DOMWindow }> {
  purifier ??= import('jsdom').then(({ JSDOM }) => {
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      const isReference = name === 'href' || name === 'xlink:href' || name === 'src';
      if ((isReference && !SAFE_REFERENCE.test(data.attrValue)) || EXTERNAL_CSS_URL.test(data.attrValue)) {
        data.keepAttr = false;
      }
    });
    return { purify, window };
  });
  return purifier;
}

/**
 * An uploaded SVG made safe to serve and to show (spec 03 section 5 logo; ASVS 1.3.4): scripts,
 * event handlers, `foreignObject`, style sheets, links and every external reference are
 * stripped by DOMPurify's SVG profile plus the rules above, and what remains is written back as
 * XML. Null when nothing usable is left (the document was not an SVG, or only dangerous parts),
 * which the caller refuses as an invalid file.
 */
export async function sanitizeSvg(bytes: Uint8Array): Promise<Buffer | null> {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // A document type declaration can define entities (billion laughs, external entities).
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  const { purify, window } = await getPurifier();
  // jsdom's own element type: the server is compiled without the browser's DOM types.
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'style', 'a', 'iframe'],
    RETURN_DOM: true,
  }) as unknown as InstanceType<DOMWindow['HTMLElement']>;
  const roots = Array.from(body.children);
  const svg = roots[0];
  if (roots.length !== 1 || !svg || svg.localName !== 'svg') return null;
  const xml = new window.XMLSerializer().serializeToString(svg);
  const check = new window.DOMParser().parseFromString(xml, 'image/svg+xml');
  if (check.getElementsByTagName('parsererror').length > 0) return null;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`, 'utf8');
}
