import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PlacedText } from '@stonetool/domain/import/text-table';

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** At most this many pages are read: a countertop drawing set is a few sheets. */
const MAX_PAGES = 20;

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * The text a PDF carries as rows of placed runs: runs on the same baseline (within half a point)
 * are one row, left to right, rows top to bottom, page after page with an empty row between
 * pages. A scanned PDF has none.
 */
export async function pdfTextRows(bytes: Buffer): Promise<PlacedText[][]> {
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
    const lines: PlacedText[][] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const rows = new Map<number, PlacedText[]>();
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string' || item.str.trim() === '') continue;
        const y = Math.round((item.transform[5] ?? 0) * 2) / 2;
        const run = { x: item.transform[4] ?? 0, width: item.width, height: item.height, text: item.str };
        rows.set(y, [...(rows.get(y) ?? []), run]);
      }
      for (const y of [...rows.keys()].sort((a, b) => b - a)) {
        lines.push((rows.get(y) ?? []).sort((a, b) => a.x - b.x));
      }
      lines.push([]);
    }
    return lines;
  } finally {
    await document.destroy();
  }
}

/** The text a PDF carries, one line per row of text (see pdfTextRows). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const rows = await pdfTextRows(bytes);
  return rows
    .map((row) => row.map((run) => run.text.trim()).join(' '))
    .join('\n')
    .trim();
}
