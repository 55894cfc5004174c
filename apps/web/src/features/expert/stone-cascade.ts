import { looseEquals, looseKey } from '@stonetool/domain/estimate/loose-match';
import { formatSlabSize, stoneLabel } from '@stonetool/domain/estimate/normalize-stone';
import { slabSpecText } from '@stonetool/domain/estimate/slab-spec';
import type { NormalizedStone } from '@stonetool/domain/estimate/types';
import { canonicalFinish, canonicalThickness } from '@stonetool/domain/import/thickness-finish';

/** The stone fields of a type card or a group card, top of the cascade first ('' when unset). */
export const CASCADE_FIELDS = ['brand', 'type', 'color', 'finish', 'slabSize', 'thickness'] as const;
export type CascadeField = (typeof CASCADE_FIELDS)[number];

export type StoneSelection = Record<CascadeField, string> & {
  /** The stone's label (brand, type and color) once it is known. */
  stone: string;
};

export const EMPTY_STONE_SELECTION: StoneSelection = {
  brand: '',
  type: '',
  color: '',
  finish: '',
  slabSize: '',
  thickness: '',
  stone: '',
};

/** A catalogue row's value for a cascade field; slab size as the form shows it, height by width. */
export function fieldValue(stone: NormalizedStone, field: CascadeField): string {
  return field === 'slabSize' ? formatSlabSize(stone) : stone[field];
}

const matchesField = (stone: NormalizedStone, field: CascadeField, value: string): boolean =>
  field === 'slabSize' ? fieldValue(stone, field) === value : looseEquals(fieldValue(stone, field), value);

/** Rows matching every set field of `selection` among `fields`. */
function rowsMatching(
  catalogue: readonly NormalizedStone[],
  selection: StoneSelection,
  fields: readonly CascadeField[],
): NormalizedStone[] {
  return catalogue.filter((stone) =>
    fields.every(
      (field) => looseKey(selection[field]) === '' || matchesField(stone, field, selection[field]),
    ),
  );
}

export interface CascadeOptions {
  /** Each field's choices, narrowed by the fields above it. */
  options: Record<CascadeField, string[]>;
  /** Catalogue rows matching every set field: the card's "count of matching options". */
  matches: NormalizedStone[];
}

/** The choices each field offers: the distinct values of the rows that match every field above it. */
export function cascadeOptions(
  catalogue: readonly NormalizedStone[],
  selection: StoneSelection,
): CascadeOptions {
  const options = {} as Record<CascadeField, string[]>;
  CASCADE_FIELDS.forEach((field, level) => {
    const rows = rowsMatching(catalogue, selection, CASCADE_FIELDS.slice(0, level));
    const seen = new Map<string, string>();
    for (const row of rows) {
      const value = fieldValue(row, field);
      const key = field === 'slabSize' ? value : looseKey(value);
      if (value !== '' && !seen.has(key)) seen.set(key, value);
    }
    options[field] = [...seen.values()].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  });
  return { options, matches: rowsMatching(catalogue, selection, CASCADE_FIELDS) };
}

/** Fields a change clears (spec 02 section 4, edit cascade). */
const CLEARS: Record<CascadeField, readonly (CascadeField | 'stone')[]> = {
  brand: ['type', 'color', 'finish', 'slabSize', 'thickness', 'stone'],
  type: ['color', 'finish', 'slabSize', 'thickness', 'stone'],
  color: ['finish', 'slabSize', 'thickness', 'stone'],
  finish: ['slabSize', 'thickness'],
  slabSize: ['thickness'],
  thickness: [],
};

/**
 * The edit cascade of spec 02 section 4. Changing a field clears the fields below it (brand
 * clears everything and the stone; type clears color and below; color clears finish, slab size,
 * thickness and the stone; finish clears slab size and thickness; slab size clears thickness).
 * Selected values no longer offered are then cleared, top down. If exactly one catalogue row
 * still matches, every field and the stone label are filled from it; otherwise, with brand, type
 * and color set, the stone label comes from the first match.
 */
export function changeStoneField(
  catalogue: readonly NormalizedStone[],
  current: StoneSelection,
  field: CascadeField,
  value: string,
): StoneSelection {
  const next: StoneSelection = { ...current, [field]: value };
  for (const cleared of CLEARS[field]) next[cleared] = '';
  return settleSelection(catalogue, next);
}

/** Clears values the narrowed options no longer offer, then applies the auto-fill rule. */
export function settleSelection(
  catalogue: readonly NormalizedStone[],
  selection: StoneSelection,
): StoneSelection {
  const next = { ...selection };
  for (const field of CASCADE_FIELDS) {
    if (next[field] === '') continue;
    const offered = cascadeOptions(catalogue, next).options[field];
    const kept = offered.find((option) =>
      field === 'slabSize' ? option === next[field] : looseEquals(option, next[field]),
    );
    next[field] = kept ?? '';
  }
  const { matches } = cascadeOptions(catalogue, next);
  const only = matches.length === 1 ? matches[0] : undefined;
  if (only) {
    for (const field of CASCADE_FIELDS) next[field] = fieldValue(only, field);
    next.stone = stoneLabel(only);
  } else if (next.brand && next.type && next.color && matches[0]) {
    next.stone = stoneLabel(matches[0]);
  }
  return next;
}

/** The thickness and finish a pasted list asks for; null where it names none. */
export type WantedSlab = { thickness: string | null; finish: string | null };

/** The selection an imported product gets, and what the card says when it is not what the list named. */
export type ImportedStone = { selection: StoneSelection; assumption: string | null };

const sameSpec = (value: string, wanted: string | null, canonical: (text: string) => string | null) =>
  wanted === null || canonical(value) === wanted || looseEquals(value, wanted);

/**
 * The catalogue row an imported product is priced on: the stone the list names, in the
 * thickness and finish it names, every field filled from that row. When the list names no
 * thickness, or no finish where the stone comes in several, the stone's first fitting row is
 * taken and the assumption says which, asking to confirm; when it names a slab the stone lacks,
 * the assumption says so. Empty when no stone has the label.
 */
export function selectImportedStone(
  catalogue: readonly NormalizedStone[],
  label: string,
  wanted: WantedSlab,
): ImportedStone {
  const rows = catalogue.filter((row) => looseEquals(stoneLabel(row), label));
  const fitting = rows.filter(
    (row) =>
      sameSpec(row.thickness, wanted.thickness, canonicalThickness) &&
      sameSpec(row.finish, wanted.finish, canonicalFinish),
  );
  const row = fitting[0] ?? rows[0];
  if (!row) return { selection: EMPTY_STONE_SELECTION, assumption: null };
  const filled = { ...EMPTY_STONE_SELECTION };
  for (const field of CASCADE_FIELDS) filled[field] = fieldValue(row, field);
  const selection = settleSelection(catalogue, filled);
  const priced = `${slabSpecText(row)}, ${formatSlabSize(row)}`;
  if (fitting.length === 0) {
    const asked = [wanted.thickness, wanted.finish].filter(Boolean).join(' ');
    return {
      selection,
      assumption: `The list asks for ${asked}, which ${label} does not come in: priced on ${priced}. Please choose the slab.`,
    };
  }
  const finishes = new Set(fitting.map((r) => looseKey(r.finish)));
  const unnamed = [
    wanted.thickness === null ? 'thickness' : null,
    wanted.finish === null && finishes.size > 1 ? 'finish' : null,
  ].filter(Boolean);
  return {
    selection,
    assumption:
      unnamed.length === 0
        ? null
        : `The list names no ${unnamed.join(' or ')}: priced on ${priced}. Please confirm.`,
  };
}

/** The labels the AI import may choose from: one per distinct brand, type and color. */
export function availableStoneLabels(catalogue: readonly NormalizedStone[]): string[] {
  return [...new Set(catalogue.map(stoneLabel))];
}

/**
 * The color type-ahead accepts only a value in the option list (matched loosely, returned as the
 * list spells it); anything else reverts to the last valid colour.
 */
export function acceptColor(typed: string, options: readonly string[], lastValid: string): string {
  if (typed.trim() === '') return '';
  return options.find((option) => looseEquals(option, typed)) ?? lastValid;
}
