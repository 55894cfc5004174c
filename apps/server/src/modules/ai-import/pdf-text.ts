import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** At most this many pages are read: a countertop drawing set is a few sheets. */
const MAX_PAGES = 20;

interface TextItem {
  str: string;
  transform: number[];
}

/**
 * The text a PDF carries, one line per row of text: items on the same baseline (within half a
 * point) are joined left to right, rows top to bottom, page after page. A scanned PDF has none.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  // Loaded on first use: importing pdfjs took 0.6 s of every server start (bench/README.md).
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const rows = new Map<number, Array<{ x: number; text: string }>>();
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string' || item.str.trim() === '') continue;
        const y = Math.round((item.transform[5] ?? 0) * 2) / 2;
        rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] ?? 0, text: item.str }]);
      }
      for (const y of [...rows.keys()].sort((a, b) => b - a)) {
        const row = (rows.get(y) ?? []).sort((a, b) => a.x - b.x);
        lines.push(row.map((cell) => cell.text.trim()).join(' '));
      }
      lines.push('');
    }
    return lines.join('\n').trim();
  } finally {
    await document.destroy();
  }
}
