/** A count with its noun: "1 stone", "150 stones" (regular plurals only). */
export function countLabel(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
