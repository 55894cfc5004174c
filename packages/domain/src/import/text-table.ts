/** A run of text placed on a page (a PDF text item): where it starts, how wide and tall it is. */
export interface PlacedText {
  x: number;
  width: number;
  /** The text's height (its font size), which sets what gap parts two cells. */
  height: number;
  text: string;
}

interface Cell {
  from: number;
  to: number;
  text: string;
}

/**
 * Runs closer than this many text heights apart are one cell ("Sink" "run": a word space is about
 * a quarter of the height); farther, two (PDF text splits where a line has two spaces or more).
 */
const CELL_GAP_EMS = 0.5;

/** A row's runs, left to right, joined into cells where nothing but a word space parts them. */
function cellsOf(row: readonly PlacedText[]): Cell[] {
  const cells: Cell[] = [];
  for (const run of [...row].sort((a, b) => a.x - b.x)) {
    const text = run.text.trim();
    if (text === '') continue;
    const last = cells[cells.length - 1];
    if (last && run.x - last.to < CELL_GAP_EMS * Math.max(run.height, 1)) {
      last.text = `${last.text} ${text}`;
      last.to = Math.max(last.to, run.x + run.width);
    } else {
      cells.push({ from: run.x, to: run.x + run.width, text });
    }
  }
  return cells;
}

/** A table's header: three or more cells of words, no numbers ("Piece  Length  Depth  Qty"). */
const isHeader = (cells: Cell[]) => cells.length >= 3 && cells.every((cell) => !/\d/.test(cell.text));

/** The header column a cell sits under: the one it overlaps most, else the nearest. */
function columnOf(cell: Cell, header: Cell[]): number {
  const middle = (c: Cell) => (c.from + c.to) / 2;
  let best = 0;
  let bestScore = -Infinity;
  header.forEach((column, i) => {
    const overlap = Math.min(cell.to, column.to) - Math.max(cell.from, column.from);
    const score = overlap > 0 ? overlap : -Math.abs(middle(cell) - middle(column));
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/**
 * The text of a page's rows, one line per row, with tables kept as tables: after a header row,
 * each row's cells are written tab-separated under the header's columns (in order when the row
 * has one per column, else by where each sits, an empty cell where a row has none), so a cut list's Length, Depth and Qty columns are read by
 * their header and never by guessing from positions in a line. A row without numbers (a note,
 * a blank line) ends the table.
 */
export function tableText(rows: ReadonlyArray<readonly PlacedText[]>): string {
  let header: Cell[] | null = null;
  return rows
    .map((row) => {
      const cells = cellsOf(row);
      if (isHeader(cells)) {
        header = cells;
        return cells.map((cell) => cell.text).join('\t');
      }
      if (header !== null && cells.length >= 2 && cells.some((cell) => /\d/.test(cell.text))) {
        // A row with a cell for every column is read in order (text typed with spaces does not line
        // up under its header); else each run goes under the column it sits in, leaving empty ones.
        if (cells.length === header.length) return cells.map((cell) => cell.text).join('\t');
        const columns: string[] = header.map(() => '');
        for (const run of [...row].sort((a, b) => a.x - b.x)) {
          const text = run.text.trim();
          if (text === '') continue;
          const i = columnOf({ from: run.x, to: run.x + run.width, text }, header);
          columns[i] = columns[i] === '' ? text : `${columns[i]} ${text}`;
        }
        return columns.join('\t');
      }
      header = null;
      return cells.map((cell) => cell.text).join(' ');
    })
    .join('\n');
}
