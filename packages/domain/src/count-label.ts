/**
 * A count with its noun, singular only for one: "1 quote", "3 quotes". Irregular nouns pass their
 * plural: countLabel(2, 'person', 'people').
 */
export function countLabel(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
