/**
 * Extras a list mentions on a piece that change its fabrication but not its size, in the words
 * the estimator shows. A waterfall or backsplash mentioned "with" a piece is a feature of it; on
 * a line of its own it is a piece (piece-words.ts).
 */
const FEATURES = [
  { feature: 'Undermount sink cutout', pattern: /\bunder\s*-?\s*mount(?:ed)?\s+sinks?\b|\bundermount\b/i },
  { feature: 'Farmhouse sink cutout', pattern: /\b(?:farm\s*house|apron(?:\s+front)?)\s+sinks?\b/i },
  { feature: 'Drop-in sink cutout', pattern: /\bdrop\s*-?\s*in\s+sinks?\b/i },
  { feature: 'Sink cutout', pattern: /\bsinks?(?:\s+cut\s*-?\s*outs?)?\b/i },
  { feature: 'Cooktop cutout', pattern: /\bcook\s*-?\s*top(?:\s+cut\s*-?\s*outs?)?\b/i },
  { feature: 'Faucet holes', pattern: /\bfaucet(?:\s+holes?)?\b|\btap\s+holes?\b/i },
  { feature: 'Outlet cutouts', pattern: /\boutlet(?:\s+cut\s*-?\s*outs?)?s?\b/i },
  {
    feature: 'Waterfall',
    pattern:
      /\b(?:with|w\/|w\s|plus|\+|and|&)\s*(?:a\s+|an\s+|\d+\s+|two\s+|double\s+)?waterfalls?(?:\s+(?:legs?|ends?|sides?))?\b/i,
  },
  {
    feature: 'Backsplash',
    pattern: /\b(?:with|w\/|plus|\+|and|&)\s*(?:a\s+|\d+(?:\.\d+)?\s*["”]?\s*)?(?:back\s*-?\s*)?splash\b/i,
  },
  { feature: 'Overhang', pattern: /\boverhang\b/i },
  { feature: 'Radius corners', pattern: /\bradius(?:ed)?(?:\s+corners?)?\b|\brounded\s+corners?\b/i },
  { feature: 'Seam', pattern: /\bseam(?:ed)?\b/i },
] as const;

export interface FeatureMatch {
  feature: string;
  start: number;
  end: number;
}

/** A number written before a feature ("3 sinks", "12\" overhang"), or inside it ("with 4\" splash"). */
const NUMBER_BEFORE = /(\d+(?:\.\d+)?\s*(?:["”]|in\.?(?![a-z])|inch(?:es)?\b)?)\s*$/i;
const NUMBER_INSIDE = /\d+(?:\.\d+)?\s*["”]?/;

/**
 * The features a piece's text mentions, each once, in the order of the list above. A number
 * written with one is kept in its words ("Sink cutout (3)", "Backsplash (4\")"), never dropped.
 */
export function findFeatures(text: string): FeatureMatch[] {
  const found: Array<FeatureMatch & { base: string }> = [];
  for (const { feature, pattern } of FEATURES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const generic = feature === 'Sink cutout' && found.some((f) => f.base.endsWith('sink cutout'));
    if (generic) continue;
    const inside = NUMBER_INSIDE.exec(match[0]);
    const before = inside ? null : NUMBER_BEFORE.exec(text.slice(0, match.index));
    const number = (inside?.[0] ?? before?.[1])?.trim();
    found.push({
      base: feature,
      feature: number === undefined ? feature : `${feature} (${number})`,
      start: before?.index ?? match.index,
      end: match.index + match[0].length,
    });
  }
  return found.map(({ feature, start, end }) => ({ feature, start, end }));
}
