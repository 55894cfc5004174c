import { DEFAULT_EDGE_DETAIL, EDGE_DETAILS } from '../estimate/fabrication';
import { mergeIdenticalPieces } from '../estimate/merge-identical-pieces';
import { findDimensions, type DimensionMatch } from './dimensions';
import { findEdge } from './edges';
import { findFeatures } from './features';
import { parseLength, roundInches } from './lengths';
import { DEFAULT_PIECE_TYPE, pieceTypeOf, ROOM_WORDS, type PieceType } from './piece-words';
import { findCountWordAtEnd, findQuantity } from './quantities';
import { createStoneMatcher, labelWords, type StoneMatcher } from './stone-match';

/** One product read from a pasted list (spec 02 section 7, data.products). */
export interface ParsedProduct {
  name: string;
  /** Inches; the longer side. */
  width: number;
  /** Inches; the shorter side. */
  depth: number;
  quantity: number;
  /** The matched label of `availableStones`, or null when the text names none of them. */
  stoneType: string | null;
  features: string[];
  /** 0 to 1: how sure the parser is that it read this product right. */
  confidence: number;
  edgeDetail: string;
  pieceType: PieceType;
}

export interface ParseProductListOptions {
  /** Stone labels (brand, type and colour) the estimator can price. */
  availableStones?: readonly string[];
  /** Edge details the product offers; the spec's five by default. */
  edgeDetails?: readonly string[];
}

interface Context {
  stone: string | null;
  edge: string | null;
  heading: string | null;
  /** The room the heading names ("Master Bath"), put before the names of the pieces below it. */
  room: string | null;
  headingType: PieceType | null;
}

interface Draft {
  name: string;
  width: number;
  depth: number;
  quantity: number;
  stoneType: string | null;
  edgeDetail: string | null;
  features: string[];
  pieceType: PieceType;
  confidence: number;
  order: number;
}

const BULLET = /^\s*(?:[-*•·▪►>]+|\d{1,3}[.)](?!\d)|[a-z][.)](?=\s))\s*/i;
const SEGMENT_SEPARATOR = /\s*(?:[,;|]|\s(?:and|&|\+|plus)\s|\s\/\s)\s*/i;
const FILLER_WORDS =
  /\b(?:with|w\/|w|edges?|edge\s+detail|profile|qty|quantity|pcs?|pieces?|ea|each|in|inches|at|of|to|for|the|a|an|on|all|tops?\s+in|finish|polished|honed|leathered|[23]\s*cm|cm|mm|thick(?:ness)?|size|approx(?:imately)?\.?|about|sq\.?\s*ft)\b/gi;
const NUMBER_LEFT = /\d/;
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

/** The words of a piece's text left once counts, edges, features, stone words and filler are gone. */
function cleanName(text: string, stone: string | null): string {
  let name = text;
  if (stone) {
    for (const word of labelWords(stone)) {
      name = name.replace(new RegExp(`\\b${word}\\b`, 'gi'), ' ');
    }
  }
  return name
    .replace(FILLER_WORDS, ' ')
    .replace(/[^\p{L}\p{N}'’&/ .-]+/gu, ' ')
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
  leftoverNumbers: boolean;
}): number {
  let score = 0.55;
  if (input.namedType) score += 0.15;
  if (input.dim.explicit) score += 0.05;
  if (input.dim.width <= 240 && input.dim.depth >= 2 && input.dim.depth <= 96) score += 0.05;
  if (input.stoneMatched) score += 0.15;
  else if (!input.stonesOffered) score += 0.05;
  if (input.leftoverNumbers) score -= 0.2;
  return Math.round(Math.min(0.95, Math.max(0.1, score)) * 100) / 100;
}

function pieceDrafts(
  line: string,
  dims: DimensionMatch[],
  context: Context,
  stones: StoneMatcher,
  options: Required<ParseProductListOptions>,
  order: number,
): Draft[] {
  const segments = segmentsOf(line, dims);
  const lineStone = stones.match(dims.reduce((t, d) => blankOut(t, d.start, d.end), line));
  const lineEdge = findEdge(line, options.edgeDetails)?.edgeDetail ?? null;
  const sharedPrefix = segments[0]?.split(' | ')[0] ?? '';
  return dims.map((dim, i) => {
    let text = segments[i] ?? '';
    const stone = stones.match(text) ?? lineStone ?? context.stone;
    const [prefix = ''] = text.split(' | ');
    const quantityMatch =
      dim.quantity === null ? (findCountWordAtEnd(prefix) ?? findQuantity(text.replace(' | ', ' '))) : null;
    const quantity = dim.quantity ?? quantityMatch?.quantity ?? 1;
    if (quantityMatch) text = blankOut(text.replace(' | ', ' '), quantityMatch.start, quantityMatch.end);
    const edge = findEdge(text, options.edgeDetails);
    if (edge) text = blankOut(text, edge.start, edge.end);
    const features = findFeatures(text);
    // What follows "with" (w/, plus, +) describes the piece's extras, not its name.
    const extras = EXTRAS_START.exec(text);
    const plain = extras ? text.slice(0, extras.index) : text;
    const ownType = pieceTypeOf(plain);
    const sharedType = i > 0 ? pieceTypeOf(sharedPrefix) : null;
    const pieceType = ownType ?? sharedType ?? context.headingType ?? DEFAULT_PIECE_TYPE;
    let name = cleanName(plain.replace(/\d+(?:\.\d+)?/g, ' '), stone);
    if (name === '' && i > 0) name = cleanName(sharedPrefix.replace(/\d+(?:\.\d+)?/g, ' '), stone);
    if (name === '') name = context.heading ?? titleOf(pieceType);
    else if (context.room && !ROOM_WORDS.test(name)) {
      name = `${context.room} ${name}`;
    }
    return {
      name: capitalise(name),
      width: dim.width,
      depth: dim.depth,
      quantity,
      stoneType: stone,
      edgeDetail: edge?.edgeDetail ?? lineEdge ?? context.edge,
      features: features.map((f) => f.feature),
      pieceType,
      confidence: scoreConfidence({
        dim,
        namedType: ownType !== null || sharedType !== null || context.headingType !== null,
        stoneMatched: stone !== null,
        stonesOffered: options.availableStones.length > 0,
        leftoverNumbers: NUMBER_LEFT.test(cleanName(plain, stone).replace(/\b[23]\s*cm\b/gi, '')),
      }),
      order: order + i / 100,
    };
  });
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
  const name = cleanName(plain.replace(/\d+(?:\.\d+)?/g, ' '), null);
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
  order: number,
): Draft | null {
  const cells = splitCells(line, header.delimiter);
  const cell = (column: Column) => {
    const index = [...header.columns].find(([, c]) => c === column)?.[0];
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const a = parseLength(cell('width'));
  const b = parseLength(cell('depth'));
  if (a === null || b === null || a <= 0 || b <= 0) return null;
  const rest = cells.filter((_, i) => !header.columns.has(i)).join(' ');
  const nameText = `${cell('name')} ${rest}`;
  const stone = stones.match(`${cell('stone')} ${nameText}`) ?? context.stone;
  const pieceType = pieceTypeOf(nameText) ?? context.headingType ?? DEFAULT_PIECE_TYPE;
  const quantity = Number(cell('quantity'));
  return {
    name: capitalise(cleanName(cell('name'), null) || titleOf(pieceType)),
    width: roundInches(Math.max(a, b)),
    depth: roundInches(Math.min(a, b)),
    quantity: Number.isInteger(quantity) && quantity >= 1 ? quantity : 1,
    stoneType: stone,
    edgeDetail:
      findEdge(cell('edge'), options.edgeDetails)?.edgeDetail ??
      findEdge(rest, options.edgeDetails)?.edgeDetail ??
      context.edge,
    features: findFeatures(rest).map((f) => f.feature),
    pieceType,
    confidence: stone !== null || options.availableStones.length === 0 ? 0.95 : 0.85,
    order,
  };
}

/**
 * Reads a pasted product list into products, deterministically and offline.
 *
 * - Each pair of sides (`96 x 25.5`, `96"x25 1/2"`, `8' x 26"`, `120 by 42`) is a piece; a line
 *   may hold several, split at commas, semicolons or "and".
 * - Its count is written beside it (`qty 2`, `x2`, `(2)`, `two`, `2 pcs`), else 1.
 * - Its type comes from piece words (island, perimeter, vanity, backsplash, waterfall, bar top…),
 *   else from the heading above it, else countertop.
 * - A line without sides is a heading: it names the pieces below it, and the stone or edge it
 *   names holds for the following pieces until another heading names one. A stone or edge named
 *   after the last piece (a footnote such as "All edges eased") holds for every piece naming none.
 * - A pasted spreadsheet (tab, bar, semicolon or comma separated, with a header naming length and
 *   depth columns) is read by its columns.
 * - Identical pieces of the same stone (same width, depth and edge) are merged into one with a
 *   quantity (spec 02 section 9).
 */
export function parseProductList(text: string, options: ParseProductListOptions = {}): ParsedProduct[] {
  const settings: Required<ParseProductListOptions> = {
    availableStones: options.availableStones ?? [],
    edgeDetails: options.edgeDetails && options.edgeDetails.length > 0 ? options.edgeDetails : EDGE_DETAILS,
  };
  const stones = createStoneMatcher(settings.availableStones);
  const context: Context = { stone: null, edge: null, heading: null, room: null, headingType: null };
  const drafts: Draft[] = [];
  const footnote: { stone: string | null; edge: string | null } = { stone: null, edge: null };
  let header: ReturnType<typeof tableHeader> = null;

  const lines = text.replace(/\r\n?/g, '\n').replace(/[″]/g, '"').replace(/[′]/g, "'").split('\n');
  lines.forEach((raw, index) => {
    const line = raw.replace(BULLET, '').trimEnd();
    if (line.trim() === '') {
      header = null;
      context.heading = null;
      context.room = null;
      context.headingType = null;
      return;
    }
    if (header !== null) {
      const row = tableRow(line, header, context, stones, settings, index);
      if (row) {
        drafts.push(row);
        return;
      }
    }
    const newHeader = tableHeader(line);
    if (newHeader) {
      header = newHeader;
      return;
    }
    const dims = findDimensions(line);
    if (dims.length > 0) {
      drafts.push(...pieceDrafts(line, dims, context, stones, settings, index));
      footnote.stone = null;
      footnote.edge = null;
      return;
    }
    const stone = stones.match(line);
    const edge = findEdge(line, settings.edgeDetails)?.edgeDetail ?? null;
    if (stone) context.stone = footnote.stone = stone;
    if (edge) context.edge = footnote.edge = edge;
    const heading = cleanName(line.replace(/\d+(?:\.\d+)?/g, ' '), stone);
    const headingType = pieceTypeOf(line);
    if (headingType !== null || ROOM_WORDS.test(line)) {
      context.heading = capitalise(heading);
      context.room = capitalise(ROOM_WORDS.exec(line)?.[0] ?? '') || null;
      context.headingType = headingType;
    }
  });

  const products = drafts.map((draft) => ({
    ...draft,
    stoneType: draft.stoneType ?? footnote.stone,
    edgeDetail: draft.edgeDetail ?? footnote.edge ?? DEFAULT_EDGE_DETAIL,
  }));
  const byStone = new Map<string, typeof products>();
  for (const product of products) {
    const key = product.stoneType ?? '';
    byStone.set(key, [...(byStone.get(key) ?? []), product]);
  }
  return [...byStone.values()]
    .flatMap((group) => mergeIdenticalPieces(group))
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...product }) => product);
}
