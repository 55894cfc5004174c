import { EDGE_DETAILS } from '../estimate/fabrication';
import { looseKey } from '../estimate/loose-match';

/**
 * The words fabricators use for each of the spec's edge details (spec 02 section 5): a half or
 * full bullnose is a Bullnose, a mitre of any spelling the 1.5 mitered edge, a square or pencil
 * edge the standard Eased one.
 */
const EDGE_SYNONYMS: Record<(typeof EDGE_DETAILS)[number], RegExp> = {
  Eased:
    /\beased?(?:\s+edges?)?\b|\bsquare\s+edges?\b|\bpencil(?:\s+edges?)?\b|\bstraight\s+edges?\b|\bflat\s+polish(?:ed)?\b/i,
  '1.5 mitered':
    /\b(?:1(?:\.5|\s*1\/2|½)\s*["”]?\s*|(?:1\.5|one and a half)\s+inch\s+)?mit(?:er|re)(?:ed|d)?(?:\s+edges?)?\b/i,
  Bullnose: /\b(?:full\s+|half\s+|1\/2\s+)?bull\s*-?\s*nosed?\b/i,
  Ogee: /\bogee\b/i,
  Beveled: /\bbevel(?:l?ed)?(?:\s+edges?)?\b/i,
};

export interface EdgeMatch {
  edgeDetail: string;
  start: number;
  end: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The edge detail a text names, spelled as the offered option. The spec's five edges are known by
 * their trade synonyms; any other offered edge (a showroom's own, e.g. "Dupont") matches by name.
 * Null when the text names none of the offered edges.
 */
export function findEdge(text: string, offered: readonly string[] = EDGE_DETAILS): EdgeMatch | null {
  let best: EdgeMatch | null = null;
  for (const option of offered) {
    const known = EDGE_DETAILS.find((edge) => looseKey(edge) === looseKey(option));
    const pattern = known
      ? EDGE_SYNONYMS[known]
      : new RegExp(`\\b${escapeRegExp(option.trim()).replace(/\s+/g, '\\s*')}\\b`, 'i');
    const match = pattern.exec(text);
    if (match && (best === null || match[0].length > best.end - best.start)) {
      best = { edgeDetail: option, start: match.index, end: match.index + match[0].length };
    }
  }
  return best;
}
