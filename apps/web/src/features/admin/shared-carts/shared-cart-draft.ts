import type { TStone } from '@stonetool/contracts/stones';

/** A line of the cart the admin is putting together; quantity in square feet. */
export type DraftLine = {
  stone_id: string;
  brand: string;
  type: string;
  color: string;
  thickness: string;
  finish: string;
  quantity: number;
  notes: string;
};

/**
 * Adds a stone to the cart (spec 03 section 5): the same stone with the same thickness and finish
 * again raises that line's quantity by 1; any other stone is a new line of 1 sq ft.
 */
export function addStone(lines: readonly DraftLine[], stone: TStone): DraftLine[] {
  const same = (line: DraftLine) =>
    line.stone_id === stone.id && line.thickness === stone.Thickness && line.finish === stone.Finish;
  if (lines.some(same)) {
    return lines.map((line) => (same(line) ? { ...line, quantity: line.quantity + 1 } : line));
  }
  return [
    ...lines,
    {
      stone_id: stone.id,
      brand: stone.Brand,
      type: stone.Type,
      color: stone.Color,
      thickness: stone.Thickness,
      finish: stone.Finish,
      quantity: 1,
      notes: '',
    },
  ];
}

/**
 * A typed quantity (spec 03 section 5): 0 or less removes the line, something that is not a
 * number becomes 1, anything else is kept.
 */
export function setQuantity(lines: readonly DraftLine[], index: number, typed: string): DraftLine[] {
  const value = Number(typed);
  if (typed.trim() === '' || !Number.isFinite(value)) {
    return lines.map((line, at) => (at === index ? { ...line, quantity: 1 } : line));
  }
  if (value <= 0) return lines.filter((_, at) => at !== index);
  return lines.map((line, at) => (at === index ? { ...line, quantity: value } : line));
}

export type SendProblem =
  | 'Please select a showroom'
  | 'Please add at least one stone to the cart'
  | 'Please add context notes for the showroom';

/** The send checks in the spec's order (spec 03 section 5); null when the cart can be sent. */
export function sendProblem(
  showroomId: string,
  lines: readonly DraftLine[],
  notes: string,
): SendProblem | null {
  if (!showroomId) return 'Please select a showroom';
  if (lines.length === 0) return 'Please add at least one stone to the cart';
  if (!notes.trim()) return 'Please add context notes for the showroom';
  return null;
}
