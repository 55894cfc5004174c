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
