/**
 * The slab a line is priced on, as cards and the PDF print it beside the stone: thickness then
 * finish ("3cm Leathered"). A price-sheet row that leaves one out is said to, so a line never
 * hides which slab it was priced on.
 */
export function slabSpecText(row: { thickness: string; finish: string }): string {
  const thickness = row.thickness.trim() || 'thickness not on the price sheet';
  const finish = row.finish.trim() || 'finish not on the price sheet';
  return `${thickness}, ${finish}`;
}
