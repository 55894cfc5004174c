/** Virtual grid columns by viewport width (spec 01 section 9): 1 under 640 px, 2 under 1024, 3 under 1536, else 4. */
export function gridColumns(viewportWidth: number): number {
  if (viewportWidth < 640) return 1;
  if (viewportWidth < 1024) return 2;
  if (viewportWidth < 1536) return 3;
  return 4;
}

/** Row heights of the virtual catalog (spec 01 section 9). */
export const GRID_ROW_HEIGHT = 320;
export const LIST_ITEM_HEIGHT = 120;
/** Rows drawn above and below the viewport, so a fast flick does not show blank space. */
export const OVERSCAN_ROWS = 3;

/** Local flags that show the virtual scrolling switch, and the switch's own key (spec 01 section 2). */
export const VIRTUAL_SCROLL_FLAGS = ['admin_mode', 'show_virtual_scroll_toggle'] as const;
export const VIRTUAL_SCROLL_KEY = 'virtual_scroll_enabled';

/**
 * The rows to draw, [first, end), for a list laid out in the page: `listTop` is the list's
 * distance from the top of the document, the window scrolls.
 */
export function visibleRows(input: {
  scrollY: number;
  viewportHeight: number;
  listTop: number;
  rowHeight: number;
  rowCount: number;
  overscan?: number;
}): { first: number; end: number } {
  const overscan = input.overscan ?? OVERSCAN_ROWS;
  const top = input.scrollY - input.listTop;
  const first = Math.max(0, Math.floor(top / input.rowHeight) - overscan);
  const end = Math.min(input.rowCount, Math.ceil((top + input.viewportHeight) / input.rowHeight) + overscan);
  return { first: Math.min(first, input.rowCount), end: Math.max(end, Math.min(first, input.rowCount)) };
}
