/**
 * Matches the stone a line names against the estimator's stone labels (brand, type and colour,
 * e.g. "Caesarstone Quartz Calacatta Nuvo"). Each label word the line contains counts by how rare
 * it is among the labels, so a colour name outweighs a brand or a type shared by many. The best
 * label wins only when it beats every other and the line names at least one word that is not a
 * material word on its own ("quartz" alone picks no stone when several are quartz).
 */

const MATERIAL_WORDS = new Set([
  'quartz',
  'granite',
  'marble',
  'quartzite',
  'porcelain',
  'soapstone',
  'limestone',
  'travertine',
  'onyx',
  'dolomite',
  'slate',
  'concrete',
  'sintered',
  'stone',
  'natural',
  'solid',
  'surface',
  'the',
  'and',
  'of',
  'with',
  'cm',
  '2cm',
  '3cm',
  'polished',
  'honed',
  'leathered',
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);
}

export interface StoneMatcher {
  /** The label the text names, or null when it names none unambiguously. */
  match(text: string): string | null;
}

export function createStoneMatcher(labels: readonly string[]): StoneMatcher {
  const entries = [...new Set(labels.map((label) => label.trim()).filter((label) => label !== ''))].map(
    (label) => ({ label, words: new Set(words(label)) }),
  );
  const frequency = new Map<string, number>();
  for (const entry of entries) {
    for (const word of entry.words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const weight = (word: string) => Math.log(1 + entries.length / (frequency.get(word) ?? 1));

  return {
    match(text) {
      if (entries.length === 0) return null;
      const present = new Set(words(text));
      let best: { label: string; score: number } | null = null;
      let runnerUp = 0;
      for (const entry of entries) {
        const hits = [...entry.words].filter((word) => present.has(word));
        if (!hits.some((word) => !MATERIAL_WORDS.has(word) && !/^\d+$/.test(word))) continue;
        const score = hits.reduce((sum, word) => sum + weight(word), 0);
        if (best === null || score > best.score) {
          runnerUp = best?.score ?? 0;
          best = { label: entry.label, score };
        } else if (score > runnerUp) {
          runnerUp = score;
        }
      }
      return best !== null && best.score > runnerUp ? best.label : null;
    },
  };
}

/** The words of a label, for removing a matched stone's words from a piece name. */
export function labelWords(label: string): string[] {
  return words(label);
}
