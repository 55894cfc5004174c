import { DEFAULT_EDGE_DETAIL, EDGE_DETAILS } from '../estimate/fabrication';
import { mergeIdenticalPieces } from '../estimate/merge-identical-pieces';
import { findCallouts, findDimensions, readSides, type DimensionMatch } from './dimensions';
import { findEdge } from './edges';
import { findFeatures } from './features';
import { findUnreadableNumbers, normalizeNumbers, parseLength } from './lengths';
import {
  findLinealRun,
  findSplashRunInFeet,
  MAX_RUN_FEET,
  runDepth,
  runNote,
  splitRun,
  type LinealRun,
} from './lineal-run';
import { sizesInWordsToDigits } from './number-words';
import {
  DEFAULT_PIECE_TYPE,
  pieceTypeOf,
  ROOM_WORDS,
  shallowPieceProblem,
  withoutRoomAndPieceWords,
  type PieceType,
} from './piece-words';
import { MAX_QUANTITY, MIN_QUANTITY, WHOLE_QUANTITY_RULE } from '../limits';
import { findCountWordAtEnd, findQuantity, findRefusedCount } from './quantities';
import { createStoneMatcher, labelWords, type StoneMatcher } from './stone-match';
import { findFinish, findThickness } from './thickness-finish';
import { DEFAULT_SLAB_WIDTH } from '../estimate/normalize-stone';
import type { PieceShape } from '../shapes/piece-shape';
import { findShapedRun, shapeNamed, type ShapedRun } from './shaped-run';

/** Why a line whose count is not a whole number from 1 to 999 is left unread, rather than read as another count. */
function quantityProblem(written: string): string {
  return `Not read: quantity "${written}" ${WHOLE_QUANTITY_RULE}`;
}

/** One product read from a pasted list (spec 02 section 7, data.products). */
export interface ParsedProduct {
  name: string;
  /** Inches; the longer side, or an L's leg A or a U's back. */
  width: number;
  /** Inches; the shorter side, or the depth of an L's or U's runs. */
  depth: number;
  /** An L's second leg or a U's arms ("L-shaped 120 x 96, 25.5 deep"); null for a rectangle. */
  shape: PieceShape | null;
  quantity: number;
  /** The matched label of `availableStones`, or null when the text names none of them. */
  stoneType: string | null;
  features: string[];
  /** 0 to 1: how sure the parser is that it read this product right. */
  confidence: number;
  edgeDetail: string;
  pieceType: PieceType;
  /** The slab thickness the text names, as price sheets spell it ("3cm"); null when it names none. */
  thickness: string | null;
  /** The surface finish the text names ("Leathered"); null when it names none. */
  finish: string | null;
  /** The 1-based line of the pasted text the product was read from. */
  sourceLine: number;
  /** What the reader did that the user should check: a size read as millimetres, a run split at seams. */
  notes: string[];
}

/** A non-empty line of the pasted text that gave no product, and why (nothing is dropped silently). */
export interface UnreadLine {
  /** 1-based. */
  line: number;
  text: string;
  reason: string;
}

export interface ProductListReading {
  products: ParsedProduct[];
  unreadLines: UnreadLine[];
}

export interface ParseProductListOptions {
  /** Stone labels (brand, type and colour) the estimator can price. */
  availableStones?: readonly string[];
  /** Edge details the product offers; the spec's five by default. */
  edgeDetails?: readonly string[];
  /** Where a run sold by the lineal foot is split into pieces; the default slab width (126 in) by default. */
  slabLength?: number;
}

/** What a line without sizes sets for the pieces below it (or, after the last piece, for all). */
interface Spec {
  stone: string | null;
  edge: string | null;
  thickness: string | null;
  finish: string | null;
}

interface Context extends Spec {
  /** The piece type a heading names ("Vanities:"), for the pieces below it naming none. */
  headingType: PieceType | null;
}

interface Draft {
  name: string;
  width: number;
  depth: number;
  /** The depth as typed, for a message to quote; null when the reader did not read it as typed. */
  depthWritten: string | null;
  shape: PieceShape | null;
  quantity: number;
  stoneType: string | null;
  edgeDetail: string | null;
  thickness: string | null;
  finish: string | null;
  features: string[];
  pieceType: PieceType;
  confidence: number;
  sourceLine: number;
  notes: string[];
  order: number;
}

const BULLET = /^\s*(?:[-*•·▪►>]+|\d{1,3}[.)](?!\d)|[a-z][.)](?=\s))\s*/i;
const SEGMENT_SEPARATOR = /\s*(?:[,;|]|\s(?:and|&|\+|plus)\s|\s\/\s)\s*/i;
const FILLER_WORDS =
  /\b(?:with|w\/|w|edges?|edge\s+detail|profile|qty|quantity|pcs?|pieces?|ea|each|in|inch(?:es)?|at|of|to|for|the|a|an|on|all|tops?\s+in|finish|cm|mm|thick(?:ness)?|size|approx(?:imately)?\.?|about|sq\.?\s*ft)\b/gi;
/**
 * A number that labels a piece rather than sizing or counting it ("Bath 2 vanity", "Top #2",
 * "Unit 12B"): kept in the piece's name.
 */
const LABEL_NUMBER = String.raw`(?:#\s*|\bno\.\s*|\b(?:room|unit|lot|apt|apartment|bedroom|bath(?:room)?|kitchen|floor|level|building|bldg|suite|phase|job|area|zone|section|cabinet|page|sheet|detail|option|plan|elevation|type)\s+)\d+[a-z]?\b`;
const LABEL_OR_NUMBER = new RegExp(String.raw`(${LABEL_NUMBER})|\d+(?:\.\d+)?`, 'gi');
/** A word of a text that holds a digit, as it was written. */
const NUMBER_WORD = /[^\s,;|()]*\d[^\s,;|()]*/g;

/** The text with its numbers gone, but for the ones that label a piece. */
function withoutNumbers(text: string): string {
  return text.replace(LABEL_OR_NUMBER, (match, label: string | undefined) => (label ? match : ' '));
}

/** The words holding a number that no reader took: neither a size, a count, a label nor a spec. */
function strayNumbers(text: string): string[] {
  const rest = text.replace(new RegExp(LABEL_NUMBER, 'gi'), ' ');
  return [...rest.matchAll(NUMBER_WORD)].map((match) => match[0]);
}
const EXTRAS_START = /\s(?:with\s|w\/\s?|plus\s|incl(?:uding|\.)?\s)|\s\+\s?|\s\(w\//i;

function blankOut(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(Math.max(0, end - start)) + text.slice(end);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function titleOf(type: PieceType): string {
  return type.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** The text without the words of the stone it names. */
function withoutStoneWords(text: string, stone: string | null): string {
  return (stone === null ? [] : labelWords(stone)).reduce(
    (rest, word) => rest.replace(new RegExp(`\\b${word}\\b`, 'gi'), ' '),
    text,
  );
}

/** The words of a piece's text left once counts, edges, features, stone words and filler are gone. */
function cleanName(text: string, stone: string | null): string {
  return withoutStoneWords(text, stone)
    .replace(FILLER_WORDS, ' ')
    .replace(/[^\p{L}\p{N}'’&/ .#-]+/gu, ' ')
    .replace(/(?:^|\s)[-./&]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-./]+|[-./]+$/g, '')
    .trim()
    .slice(0, 80);
}

/** The text of each pair's segment: what lies between it and its neighbours, split at separators. */
function segmentsOf(line: string, dims: DimensionMatch[]): string[] {
  const prefixes: string[] = [];
  const suffixes: string[] = [];
  dims.forEach((dim, i) => {
    const next = dims[i + 1];
    if (i === 0) prefixes.push(line.slice(0, dim.start));
    if (next === undefined) {
      suffixes.push(line.slice(dim.end));
      return;
    }
    const between = line.slice(dim.end, next.start);
    const separator = SEGMENT_SEPARATOR.exec(between);
    if (separator) {
      suffixes.push(between.slice(0, separator.index));
      prefixes.push(between.slice(separator.index + separator[0].length));
    } else {
      const count = findQuantity(between);
      const cut = count !== null && count.start <= 2 ? count.end : 0;
      suffixes.push(between.slice(0, cut));
      prefixes.push(between.slice(cut));
    }
  });
  return dims.map((_, i) => `${prefixes[i] ?? ''} | ${suffixes[i] ?? ''}`);
}

function scoreConfidence(input: {
  dim: DimensionMatch;
  namedType: boolean;
  stoneMatched: boolean;
  stonesOffered: boolean;
}): number {
  let score = 0.55;
  if (input.namedType) score += 0.15;
  if (input.dim.explicit) score += 0.05;
  if (input.dim.width <= 240 && input.dim.depth >= 2 && input.dim.depth <= 96) score += 0.05;
  if (input.stoneMatched) score += 0.15;
  else if (!input.stonesOffered) score += 0.05;
  return Math.round(Math.min(0.95, Math.max(0.1, score)) * 100) / 100;
}

/** What a text names of the slab: its stone, edge, thickness and finish, each null when it names none. */
function specOf(text: string, stones: StoneMatcher, edgeDetails: readonly string[]): Spec {
  return {
    stone: stones.match(text),
    edge: findEdge(text, edgeDetails)?.edgeDetail ?? null,
    thickness: findThickness(text)?.value ?? null,
    finish: findFinish(text)?.value ?? null,
  };
}

/**
 * The pieces of a line's sizes, or for a size with a number beside it that no reader took ("Top
 * 37 96 x 25.5": a count in no place a count is written, or a typo) why it gave none: read as
 * nothing, such a number could be a count, and the quote would be wrong.
 */
function pieceDrafts(
  line: string,
  dims: DimensionMatch[],
  context: Context,
  stones: StoneMatcher,
  options: Required<ParseProductListOptions>,
  sourceLine: number,
): Array<Draft | string> {
  const segments = segmentsOf(line, dims);
  const lineSpec = specOf(
    dims.reduce((t, d) => blankOut(t, d.start, d.end), line),
    stones,
    options.edgeDetails,
  );
  const sharedPrefix = segments[0]?.split(' | ')[0] ?? '';
  return dims.map((dim, i) => {
    let text = segments[i] ?? '';
    const stone = stones.match(text) ?? lineSpec.stone ?? context.stone;
    const [prefix = ''] = text.split(' | ');
    const quantityMatch =
      dim.quantity === null ? (findCountWordAtEnd(prefix) ?? findQuantity(text.replace(' | ', ' '))) : null;
    const quantity = dim.quantity ?? quantityMatch?.quantity ?? 1;
    if (quantityMatch) text = blankOut(text.replace(' | ', ' '), quantityMatch.start, quantityMatch.end);
    const edge = findEdge(text, options.edgeDetails);
    if (edge) text = blankOut(text, edge.start, edge.end);
    const thickness = findThickness(text);
    if (thickness) text = blankOut(text, thickness.start, thickness.end);
    const finish = findFinish(text);
    if (finish) text = blankOut(text, finish.start, finish.end);
    const features = findFeatures(text);
    const stray = strayNumbers(
      withoutStoneWords(
        features.reduce((t, f) => blankOut(t, f.start, f.end), text),
        stone,
      ),
    );
    if (stray.length > 0) {
      const numbers = stray.map((n) => `"${n}"`).join(' and ');
      const size = line.slice(dim.start, dim.end).trim();
      return `${numbers} beside ${size} ${stray.length === 1 ? 'is' : 'are'} neither its count nor a size; write a count as "qty 2", each piece's size as "96 x 25.5"`;
    }
    // What follows "with" (w/, plus, +) describes the piece's extras, not its name.
    const extras = EXTRAS_START.exec(text);
    const plain = extras ? text.slice(0, extras.index) : text;
    const ownType = pieceTypeOf(plain);
    const sharedType = i > 0 ? pieceTypeOf(sharedPrefix) : null;
    const pieceType = ownType ?? sharedType ?? context.headingType ?? DEFAULT_PIECE_TYPE;
    let name = cleanName(withoutNumbers(plain), stone);
    if (name === '' && i > 0) name = cleanName(withoutNumbers(sharedPrefix), stone);
    // A heading gives its piece type, never its words: no line without a piece names one.
    if (name === '') name = titleOf(pieceType);
    return {
      name: capitalise(name),
      width: dim.width,
      depth: dim.depth,
      depthWritten: dim.depthWritten,
      shape: null,
      quantity,
      stoneType: stone,
      edgeDetail: edge?.edgeDetail ?? lineSpec.edge ?? context.edge,
      thickness: thickness?.value ?? dim.thickness ?? lineSpec.thickness ?? context.thickness,
      finish: finish?.value ?? lineSpec.finish ?? context.finish,
      features: features.map((f) => f.feature),
      pieceType,
      confidence: scoreConfidence({
        dim,
        namedType: ownType !== null || sharedType !== null || context.headingType !== null,
        stoneMatched: stone !== null,
        stonesOffered: options.availableStones.length > 0,
      }),
      sourceLine,
      notes: dim.note === null ? [] : [dim.note],
      order: sourceLine + i / 100,
    };
  });
}

/**
 * The pieces of a run sold by the lineal foot ("4in splash, 22 LF"): the splash's depth, cut
 * where each slab ends; or why the line cannot be read (no depth).
 */
function runDrafts(
  line: string,
  run: LinealRun,
  context: Context,
  stones: StoneMatcher,
  options: Required<ParseProductListOptions>,
  sourceLine: number,
): Draft[] | string {
  const rest = blankOut(line, run.start, run.end);
  const spec = specOf(rest, stones, options.edgeDetails);
  const thickness = findThickness(rest);
  const sized = thickness ? blankOut(rest, thickness.start, thickness.end) : rest;
  const depth = runDepth(sized);
  const feet = Math.round((run.inches / 12) * 100) / 100;
  if (feet > MAX_RUN_FEET) return `Not read: a run of ${feet} lineal ft is longer than ${MAX_RUN_FEET} ft`;
  // One number besides the run is its depth; another ("Splash 4 x 22 LF 7") was dropped before.
  const numbers = strayNumbers(findFeatures(sized).reduce((t, f) => blankOut(t, f.start, f.end), sized));
  if (numbers.length > 1) {
    const written = numbers.map((n) => `"${n}"`).join(' and ');
    return `Not read: ${written} beside ${line.slice(run.start, run.end).trim()}: a run takes one depth, e.g. "4in splash, ${feet} LF"`;
  }
  if (depth === null)
    return `A run of ${feet} lineal ft needs the splash's depth, e.g. "4in splash, ${feet} LF"`;
  const pieceType = pieceTypeOf(rest) ?? 'backsplash';
  const stone = spec.stone ?? context.stone;
  // The run's own depth and size signs are no part of its name ("18\" x 12 LF").
  const words = withoutNumbers(rest).replace(/["”]|(?:^|\s)[x×*@](?=\s|$)/gi, ' ');
  const name = cleanName(words, stone);
  const lengths = splitRun(run.inches, options.slabLength);
  const note = runNote(run.inches, lengths);
  return lengths.map((length, i) => ({
    name: capitalise(name || titleOf(pieceType)),
    width: Math.max(length, depth),
    depth: Math.min(length, depth),
    depthWritten: null,
    shape: null,
    quantity: 1,
    stoneType: stone,
    edgeDetail: spec.edge ?? context.edge,
    thickness: spec.thickness ?? context.thickness,
    finish: spec.finish ?? context.finish,
    features: [],
    pieceType,
    confidence: 0.75,
    sourceLine,
    notes: [note],
    order: sourceLine + i / 100,
  }));
}

/**
 * The piece of an L or U line, named, counted and specified as a rectangle's line is (the shape
 * word is no part of its name).
 */
function shapedDraft(
  line: string,
  run: ShapedRun,
  context: Context,
  stones: StoneMatcher,
  options: Required<ParseProductListOptions>,
  sourceLine: number,
): Draft | string {
  const named = shapeNamed(line);
  const text = named ? blankOut(line, named.start, named.end) : line;
  const dim: DimensionMatch = { ...run, quantity: null, thickness: null, problem: null };
  const [draft = ''] = pieceDrafts(text, [dim], context, stones, options, sourceLine);
  return typeof draft === 'string' ? draft : { ...draft, shape: run.shape };
}

export interface PieceLabel {
  /** The label's words left once sides, counts, edges and extras are gone; null when none are. */
  name: string | null;
  pieceType: PieceType;
  edgeDetail: string;
  features: string[];
  quantity: number | null;
}

/** What a drawing's label says about its piece ("Island w/ sink, bullnose", "Vanity (2)"). */
export function describePieceLabel(label: string, options: ParseProductListOptions = {}): PieceLabel {
  let text = findDimensions(label).reduce((t, d) => blankOut(t, d.start, d.end), label);
  const quantity = findQuantity(text);
  if (quantity) text = blankOut(text, quantity.start, quantity.end);
  const edge = findEdge(
    text,
    options.edgeDetails && options.edgeDetails.length > 0 ? options.edgeDetails : EDGE_DETAILS,
  );
  if (edge) text = blankOut(text, edge.start, edge.end);
  const extras = EXTRAS_START.exec(text);
  const plain = extras ? text.slice(0, extras.index) : text;
  const name = cleanName(withoutNumbers(plain), null);
  return {
    name: name === '' ? null : capitalise(name),
    pieceType: pieceTypeOf(plain) ?? DEFAULT_PIECE_TYPE,
    edgeDetail: edge?.edgeDetail ?? DEFAULT_EDGE_DETAIL,
    features: findFeatures(text).map((f) => f.feature),
    quantity: quantity?.quantity ?? null,
  };
}

const TABLE_COLUMNS = {
  name: /^(?:name|piece|pieces|description|desc|item|location|area|room|part)$/i,
  width: /^(?:length|len|width|w|l|long|size\s*l|l\s*\(in\)|length\s*\(in\)|width\s*\(in\))$/i,
  depth: /^(?:depth|d|deep|height|h|depth\s*\(in\)|d\s*\(in\))$/i,
  quantity: /^(?:qty|quantity|count|pcs|#)$/i,
  edge: /^(?:edge|edges|edge\s*detail|edge\s*profile|profile)$/i,
  stone: /^(?:stone|material|color|colour|slab)$/i,
} as const;

type Column = keyof typeof TABLE_COLUMNS;

const TABLE_DELIMITERS = ['\t', '|', ';', ','] as const;

function splitCells(line: string, delimiter: string): string[] {
  return line
    .split(delimiter)
    .map((cell) => cell.trim())
    .filter((cell, i, all) => !(delimiter === '|' && cell === '' && (i === 0 || i === all.length - 1)));
}

/** A header row of a pasted spreadsheet: its delimiter and which column holds what. */
function tableHeader(line: string): { delimiter: string; columns: Map<number, Column> } | null {
  for (const delimiter of TABLE_DELIMITERS) {
    const cells = splitCells(line, delimiter);
    if (cells.length < 3) continue;
    const columns = new Map<number, Column>();
    const namesDepth = cells.some((cell) => TABLE_COLUMNS.depth.test(cell));
    cells.forEach((cell, i) => {
      const named = (Object.keys(TABLE_COLUMNS) as Column[]).find((key) => TABLE_COLUMNS[key].test(cell));
      // "Length" then "Width" and no depth: the second side is the depth (rows sort the two anyway).
      const second = named === 'width' && !namesDepth && [...columns.values()].includes('width');
      const column = second ? 'depth' : named;
      if (column && ![...columns.values()].includes(column)) columns.set(i, column);
    });
    const values = [...columns.values()];
    if (values.includes('width') && values.includes('depth')) return { delimiter, columns };
  }
  return null;
}

function tableRow(
  line: string,
  header: { delimiter: string; columns: Map<number, Column> },
  context: Context,
  stones: StoneMatcher,
  options: Required<ParseProductListOptions>,
  sourceLine: number,
): Draft | string | null {
  const cells = splitCells(line, header.delimiter);
  const cell = (column: Column) => {
    const index = [...header.columns].find(([, c]) => c === column)?.[0];
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const unreadable = findUnreadableNumbers(`${cell('width')} ${cell('depth')}`);
  if (unreadable.length > 0) return `Not read: ${unreadableReason(unreadable)}`;
  const unread = (['width', 'depth'] as const).find(
    (column) => cell(column).trim() !== '' && parseLength(cell(column)) === null,
  );
  if (unread !== undefined)
    return `Not read: "${cell(unread).trim()}" in the ${unread === 'width' ? 'length' : 'depth'} column is no length; ${SIZE_EXAMPLE}`;
  const size = readSides([cell('width'), cell('depth')]);
  if (size === null) return null;
  if (size.problem !== null) return `Not read: ${size.problem}`;
  const quantityCell = cell('quantity').trim();
  const quantity = quantityCell === '' ? 1 : Number(quantityCell);
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) {
    return quantityProblem(quantityCell);
  }
  const rest = cells.filter((_, i) => !header.columns.has(i)).join(' ');
  const nameText = `${cell('name')} ${rest}`;
  const stone = stones.match(`${cell('stone')} ${nameText}`) ?? context.stone;
  const pieceType = pieceTypeOf(nameText) ?? context.headingType ?? DEFAULT_PIECE_TYPE;
  const spec = specOf(`${cell('stone')} ${rest}`, stones, options.edgeDetails);
  return {
    name: capitalise(cleanName(cell('name'), null) || titleOf(pieceType)),
    width: size.width,
    depth: size.depth,
    depthWritten: size.depthWritten,
    shape: null,
    quantity,
    stoneType: stone,
    edgeDetail:
      findEdge(cell('edge'), options.edgeDetails)?.edgeDetail ??
      findEdge(rest, options.edgeDetails)?.edgeDetail ??
      context.edge,
    thickness: spec.thickness ?? context.thickness,
    finish: spec.finish ?? context.finish,
    features: findFeatures(rest).map((f) => f.feature),
    pieceType,
    confidence: stone !== null || options.availableStones.length === 0 ? 0.95 : 0.85,
    sourceLine,
    notes: size.note === null ? [] : [size.note],
    order: sourceLine,
  };
}

/**
 * A heading is a label that says little besides its room, piece, stone and slab ("Master bath -
 * Black Pearl", "Smith kitchen - shop drawing"). More words than these, or the words of a request
 * or a greeting, make the line a sentence, whose words must not name the pieces below.
 */
const MAX_HEADING_EXTRA_WORDS = 3;
const SENTENCE =
  /[!?]|\b(?:please|thanks?|thank\s+you|hi|hello|dear|call|quote|need|want|would|could|can|let\s+me)\b/i;
const SIZE_EXAMPLE = 'write its length x depth, e.g. 96 x 25.5';

/**
 * A line as the readers of a list expect it: plain numbers, sizes in words as digits. A
 * spreadsheet row is read as pasted, its commas separating cells.
 */
function prepareLine(line: string): string {
  return sizesInWordsToDigits(normalizeNumbers(line));
}

function describeSpec(spec: Spec): string {
  const parts = [
    spec.stone && `stone ${spec.stone}`,
    spec.thickness && `thickness ${spec.thickness}`,
    spec.finish && `finish ${spec.finish}`,
    spec.edge && `edge ${spec.edge}`,
  ].filter((part): part is string => Boolean(part));
  return parts.join(', ');
}

/** Why numbers written as no length is gave no piece ("1e9" is an exponent). */
function unreadableReason(numbers: ReturnType<typeof findUnreadableNumbers>): string {
  const each = numbers.map(({ written, reason }) => `"${written}" ${reason}`).join('; ');
  return `${each}: no size is read from it; ${SIZE_EXAMPLE}`;
}

/** A size sign between or beside numbers: x, ×, * or "by". */
const SIZE_SIGN = /(?:^|[\s\d.])(?:x|×|\*|by)(?=[\s\d.-]|$)/i;

/** Why a line with no size gave no piece, in words a user can act on. */
function noSizeReason(line: string): string {
  const single = findCallouts(line)[0] ?? /(?<![\d.])\d+(?:\.\d+)?(?![\d.])/.exec(line)?.[0];
  return single === undefined
    ? `No piece size found: ${SIZE_EXAMPLE}`
    : `Only one size found (${single}${typeof single === 'number' ? ' in' : ''}): ${SIZE_EXAMPLE}`;
}

/**
 * Reads a pasted product list into products, deterministically and offline, and says which
 * lines gave none and why.
 *
 * - Each pair of sides (`96 x 25.5`, `96"x25 1/2"`, `8' x 26"`, `120 by 42`, `1829 x 559 mm`,
 *   `ten feet by twenty five and a half inches`) is a piece; a line may hold several, split at
 *   commas, semicolons or "and". A size without a unit too large for inches is read as
 *   millimetres, with a note; one that is no piece in any unit leaves the line unread. A metric
 *   size is converted with a note saying what it became ("72 x 22 in, read from 1829 x 559 mm").
 * - A work surface (a top, an island, a vanity…) less than 4 in deep is not read: the line is
 *   listed with its depth as typed ("Island 2.5 x 40" is a size written wrong); a splash may be
 *   that deep.
 * - Nothing a size line writes is dropped: a number no length is ("1e9", "-96", "96/2", "96.5.5")
 *   leaves the line unread; so does a fourth size in a chain ("96 x 25.5 x 40 x 2"), and, for its
 *   piece, a number beside a size that is neither its count, a label ("Bath 2", "#2", kept in the
 *   name), a thickness, an edge nor a feature's ("3 sinks", kept in the feature) ("Top 37 96 x 25.5").
 * - Its count is written beside it (`qty 2`, `x2`, `(2)`, `(x3)`, `two`, `2 pcs`, `2 @`), else 1.
 * - Its thickness ("3cm", "30 mm") and finish ("leathered") are read beside it, else from the
 *   heading above it, else from a footnote; null when the text names none.
 * - An L or U run ("L-shaped 120 x 96, 25.5 deep", "U-shaped 96 x 120 x 96, 25.5 deep") is one
 *   piece keeping its shape, its lengths read as a rectangle's sides are; one that makes no L or
 *   U is left unread with the reason.
 * - A run sold by the lineal foot ("4in splash, 22 LF") becomes pieces of that depth, split
 *   where a slab ends.
 * - Its type comes from piece words (island, perimeter, vanity, backsplash, waterfall, bar top…),
 *   else from the heading above it, else countertop.
 * - A line without sides is a heading when it is a label (short, or ending with a colon): the
 *   piece type it names holds for the pieces below naming none, and the stone, edge, thickness or
 *   finish it names holds for the following pieces until another line names one. Named after the
 *   last piece (a footnote such as "All edges eased"), they hold for every piece naming none. It
 *   gives no piece, so it is listed among the unread lines with what it was read as; its words
 *   never name a piece.
 * - A pasted spreadsheet (tab, bar, semicolon or comma separated, with a header naming length and
 *   depth columns) is read by its columns.
 * - Identical pieces of the same stone, thickness and finish (same width, depth and edge) are
 *   merged into one with a quantity (spec 02 section 9); an L or U is never merged.
 */
export function readProductList(text: string, options: ParseProductListOptions = {}): ProductListReading {
  const settings: Required<ParseProductListOptions> = {
    availableStones: options.availableStones ?? [],
    edgeDetails: options.edgeDetails && options.edgeDetails.length > 0 ? options.edgeDetails : EDGE_DETAILS,
    slabLength: options.slabLength ?? DEFAULT_SLAB_WIDTH,
  };
  const stones = createStoneMatcher(settings.availableStones);
  const context: Context = {
    stone: null,
    edge: null,
    thickness: null,
    finish: null,
    headingType: null,
  };
  const drafts: Draft[] = [];
  const unreadLines: UnreadLine[] = [];
  const footnote: Spec = { stone: null, edge: null, thickness: null, finish: null };
  let header: ReturnType<typeof tableHeader> = null;

  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  /** Takes the pieces a line gave, all but a work surface too shallow to be one; returns why those were not. */
  const take = (pieces: readonly Draft[]): string[] =>
    pieces.flatMap((piece) => {
      const problem = shallowPieceProblem(piece);
      if (problem === null) drafts.push(piece);
      return problem === null ? [] : [problem];
    });

  lines.forEach((raw, index) => {
    const sourceLine = index + 1;
    const unread = (reason: string) => unreadLines.push({ line: sourceLine, text: raw.trim(), reason });
    const refuse = (problems: readonly string[]) => {
      if (problems.length > 0) unread(`Not read: ${problems.join('; ')}`);
    };
    const cells = raw.replace(/[″]/g, '"').replace(/[′]/g, "'").replace(BULLET, '').trimEnd();
    if (cells.trim() === '') {
      header = null;
      context.headingType = null;
      return;
    }
    if (header !== null) {
      const row = tableRow(cells, header, context, stones, settings, sourceLine);
      if (typeof row === 'string') {
        unread(row);
        return;
      }
      if (row) {
        refuse(take([row]));
        return;
      }
    }
    const newHeader = tableHeader(cells);
    if (newHeader) {
      header = newHeader;
      unread('Table header: names the columns of the rows below');
      return;
    }
    const line = prepareLine(cells);
    const refusedCount = findRefusedCount(cells);
    if (refusedCount !== null) {
      unread(quantityProblem(refusedCount));
      return;
    }
    // A line writing a size with a number no length is ("Top 1e9 x 25") is named back whole: the
    // size readers would take the digits they can ("9 x 25"). A line without a size keeps its
    // other readings (a heading's "12/15/2026 job" stays a heading).
    const unreadable = findUnreadableNumbers(line);
    const writesASize =
      SIZE_SIGN.test(line) ||
      findDimensions(line).length > 0 ||
      findLinealRun(line) !== null ||
      shapeNamed(line) !== null;
    if (unreadable.length > 0 && writesASize) {
      unread(`Not read: ${unreadableReason(unreadable)}`);
      return;
    }
    const shaped = findShapedRun(line);
    if (shaped !== null) {
      if ('problem' in shaped) unread(shaped.problem);
      else {
        const draft = shapedDraft(line, shaped, context, stones, settings, sourceLine);
        refuse(typeof draft === 'string' ? [draft] : take([draft]));
        Object.assign(footnote, { stone: null, edge: null, thickness: null, finish: null });
      }
      return;
    }
    const splashInFeet =
      pieceTypeOf(line) === 'backsplash' && findDimensions(line).length === 0
        ? findSplashRunInFeet(line)
        : null;
    const run = findLinealRun(line) ?? splashInFeet;
    if (run) {
      const pieces = runDrafts(line, run, context, stones, settings, sourceLine);
      if (typeof pieces === 'string') unread(pieces);
      else refuse(take(pieces));
      return;
    }
    const dims = findDimensions(line);
    const pieces = dims.filter((dim) => dim.problem === null);
    const refused: string[] = [];
    if (pieces.length > 0) {
      const read = pieceDrafts(line, pieces, context, stones, settings, sourceLine);
      refused.push(
        ...read.filter((piece): piece is string => typeof piece === 'string'),
        ...take(read.filter((piece): piece is Draft => typeof piece !== 'string')),
      );
      Object.assign(footnote, { stone: null, edge: null, thickness: null, finish: null });
    }
    refuse([...dims.flatMap((dim) => (dim.problem === null ? [] : [dim.problem])), ...refused]);
    if (dims.length > 0) return;

    const spec = specOf(line, stones, settings.edgeDetails);
    const words = line.replace(/\d+(?:\.\d+)?/g, ' ');
    const thickness = findThickness(line);
    // A line with numbers left besides its thickness was a piece written wrong: it is unread,
    // and nothing of it (stone, edge, name) carries to the pieces after it.
    const sizeLeft = /\d/.test(thickness ? blankOut(line, thickness.start, thickness.end) : line);
    if (!sizeLeft) {
      for (const key of Object.keys(spec) as (keyof Spec)[]) {
        if (spec[key] !== null) context[key] = footnote[key] = spec[key];
      }
    }
    const headingType = pieceTypeOf(line);
    const room = ROOM_WORDS.exec(line)?.[0] ?? null;
    const extraWords = cleanName(withoutRoomAndPieceWords(words), spec.stone)
      .split(' ')
      .filter((word) => word.length > 1);
    const short = extraWords.length <= MAX_HEADING_EXTRA_WORDS && !SENTENCE.test(line) && !sizeLeft;
    const names = (headingType !== null || room !== null) && (/:\s*$/.test(line) || short);
    if (names) context.headingType = headingType;
    const setsSpec = describeSpec(spec);
    if (names) {
      const reads = [
        headingType === null ? null : `pieces below it naming none are read as ${headingType}`,
        setsSpec || null,
      ].filter((part): part is string => part !== null);
      unread(['Heading, no piece size', ...reads].join('; '));
    } else if (setsSpec && !sizeLeft) unread(`No piece size; read as the ${setsSpec} of the pieces`);
    else unread(noSizeReason(line));
  });

  const products = drafts.map((draft) => ({
    ...draft,
    stoneType: draft.stoneType ?? footnote.stone,
    edgeDetail: draft.edgeDetail ?? footnote.edge ?? DEFAULT_EDGE_DETAIL,
    thickness: draft.thickness ?? footnote.thickness,
    finish: draft.finish ?? footnote.finish,
  }));
  const bySlab = new Map<string, typeof products>();
  for (const product of products) {
    const key = [product.stoneType, product.thickness, product.finish].join('|');
    bySlab.set(key, [...(bySlab.get(key) ?? []), product]);
  }
  return {
    products: [...bySlab.values()]
      .flatMap((group) => mergeIdenticalPieces(group, (product) => product.shape !== null))
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, depthWritten: _depthWritten, ...product }) => product),
    unreadLines,
  };
}

/** The products of a pasted list (see readProductList), without the lines it could not read. */
export function parseProductList(text: string, options: ParseProductListOptions = {}): ParsedProduct[] {
  return readProductList(text, options).products;
}
