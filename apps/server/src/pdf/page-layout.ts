/** The page both PDFs (quote and analytics report) are laid out on: US Letter in points. */
export const PAGE = { width: 612, height: 792, margin: 50 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const INK = '#111827';
export const MUTED = '#4b5563';

const BOTTOM = PAGE.height - PAGE.margin;

export type Doc = PDFKit.PDFDocument;

/** Starts a new page unless `height` more points fit on this one. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

/** A bold heading, kept on one page with the first `keepWith` points of what follows it. */
export function heading(doc: Doc, title: string, size: number, keepWith: number): void {
  ensureSpace(doc, size + keepWith);
  doc.moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(size)
    .fillColor(INK)
    .text(title, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
}
