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

/** The features a piece's text mentions, each once, in the order of the list above. */
export function findFeatures(text: string): FeatureMatch[] {
  const found: FeatureMatch[] = [];
  for (const { feature, pattern } of FEATURES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const generic = feature === 'Sink cutout' && found.some((f) => f.feature.endsWith('sink cutout'));
    if (!generic) found.push({ feature, start: match.index, end: match.index + match[0].length });
  }
  return found;
}
