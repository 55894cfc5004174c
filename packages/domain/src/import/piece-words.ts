/**
 * Piece types a fabricator's list names, each with the words that mean it. The first that
 * matches wins, so the more specific types come first: "vanity backsplash" is a backsplash,
 * "island bar top" a bar top. A line naming none is a countertop (spec 02 section 9: default
 * piece type countertop).
 */
export const PIECE_TYPES = [
  { type: 'backsplash', pattern: /\b(?:full[- ]height\s+)?back\s*-?\s*splash(?:es)?\b|\bsplash(?:es)?\b/i },
  { type: 'waterfall', pattern: /\bwaterfall(?:s)?(?:\s+(?:legs?|ends?|panels?|sides?))?\b/i },
  { type: 'window sill', pattern: /\b(?:window\s+)?sills?\b/i },
  {
    type: 'shower',
    pattern:
      /\bshower(?:\s+(?:bench|seat|curb|threshold|niche|shelf|shelves|walls?|pan))?\b|\b(?:bench|curb|threshold)\b/i,
  },
  { type: 'fireplace', pattern: /\bfireplace\b|\bhearth\b|\bsurround\b|\bmantel\b/i },
  { type: 'tub deck', pattern: /\btub\s*(?:deck|surround|top)\b/i },
  { type: 'bar top', pattern: /\bbar\s*-?\s*tops?\b|\b(?:breakfast|wet|coffee|raised|dry)\s+bar\b|\bbar\b/i },
  { type: 'island', pattern: /\bislands?\b/i },
  { type: 'peninsula', pattern: /\bpeninsulas?\b/i },
  { type: 'vanity', pattern: /\bvanit(?:y|ies)\b/i },
  { type: 'desk', pattern: /\bdesks?\b/i },
  { type: 'table top', pattern: /\btable\s*-?\s*tops?\b|\btables?\b/i },
  { type: 'perimeter', pattern: /\bperimeters?\b|\bperimiter\b/i },
  {
    type: 'countertop',
    pattern:
      /\bcounter\s*-?\s*tops?\b|\bcounters?\b|\b(?:sink|range|stove|cooktop|wall|main|fridge)\s+(?:run|wall)\b|\bruns?\b|\btops?\b/i,
  },
] as const;

export type PieceType = (typeof PIECE_TYPES)[number]['type'];

/** Default piece type countertop. */
export const DEFAULT_PIECE_TYPE: PieceType = 'countertop';

/**
 * The pieces that are a work surface, a counter's depth at least: tops, islands, vanities, bars,
 * desks. A splash, a sill, a curb or a fireplace leg may be a few inches deep.
 */
const WORK_SURFACES: ReadonlySet<string> = new Set<PieceType>([
  'countertop',
  'perimeter',
  'island',
  'peninsula',
  'vanity',
  'bar top',
  'desk',
  'table top',
  'tub deck',
]);

/** No work surface is shallower than this: "Island 2.5 x 40" is a size written wrong. */
export const MIN_WORK_SURFACE_DEPTH_INCHES = 4;

/**
 * Why a piece read from a list or a drawing is not taken as read: a work surface shallower than
 * any is (its depth was likely typed wrong or meant for a splash); null when its depth can be its
 * own. The message quotes the depth as it was typed when the reader knows it ("3.9 in", not the
 * 3.875 in it was rounded to).
 */
export function shallowPieceProblem(piece: {
  depth: number;
  pieceType: string;
  depthWritten?: string | null;
}): string | null {
  if (!WORK_SURFACES.has(piece.pieceType) || piece.depth >= MIN_WORK_SURFACE_DEPTH_INCHES) return null;
  const article = /^[aeiou]/i.test(piece.pieceType) ? 'an' : 'a';
  const depth = piece.depthWritten ?? `${piece.depth} in`;
  return `depth ${depth} looks too shallow for ${article} ${piece.pieceType}; check the size`;
}

/** Rooms and areas that head a section of a list ("Master Bath:", "Kitchen"). */
export const ROOM_WORDS =
  /\b(?:kitchen|(?:master|guest|hall|kids'?|jack and jill|main|upstairs|downstairs|second|2nd)\s+bath(?:room)?|bath(?:room)?s?|powder(?:\s+room)?|laundry(?:\s+room)?|mud\s*room|basement|outdoor(?:\s+kitchen)?|patio|(?:butler'?s\s+)?pantry|office|den|garage|scullery|primary\s+bath(?:room)?|ensuite|en-suite|master|guest)\b/i;

/** The piece type a text names, or null when it names none. */
export function pieceTypeOf(text: string): PieceType | null {
  return PIECE_TYPES.find(({ pattern }) => pattern.test(text))?.type ?? null;
}

/** True when the text names a room or a piece: a section heading or a piece name. */
export function namesRoomOrPiece(text: string): boolean {
  return ROOM_WORDS.test(text) || pieceTypeOf(text) !== null;
}

/** The text without the words naming rooms and pieces: what a heading says besides them. */
export function withoutRoomAndPieceWords(text: string): string {
  return [ROOM_WORDS, ...PIECE_TYPES.map(({ pattern }) => pattern)].reduce(
    (rest, pattern) => rest.replace(new RegExp(pattern.source, 'gi'), ' '),
    text,
  );
}
