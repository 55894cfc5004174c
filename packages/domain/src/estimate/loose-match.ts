/**
 * Names on price sheets and forms vary in case, spacing and punctuation ("Slab Cost",
 * "slab_cost", "slabCost"; "3 cm", "3CM"). Two names match loosely when they agree in
 * letters, digits and decimal points, ignoring case and everything else.
 */
export function looseKey(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value)
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
}

/** True when both names are set and match loosely. */
export function looseEquals(a: unknown, b: unknown): boolean {
  const key = looseKey(a);
  return key !== '' && key === looseKey(b);
}
