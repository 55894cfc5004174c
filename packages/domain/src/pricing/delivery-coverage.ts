import { looseKey } from '../estimate/loose-match';

/**
 * The catalog brands no active delivery rule names (matched as ruleForBrand matches them): their
 * slabs are delivered without charge, which the matrix warns about. In catalog order.
 */
export function brandsWithoutDeliveryRule(
  catalogBrands: readonly string[],
  rules: readonly { brand: string; isActive: boolean }[],
): string[] {
  const covered = new Set(rules.filter((rule) => rule.isActive).map((rule) => looseKey(rule.brand)));
  return catalogBrands.filter((brand) => !covered.has(looseKey(brand)));
}

/**
 * The brands a rule's Brand choice offers: the catalog's, less those another row already prices,
 * and always the row's own brand (kept even when it left the catalog, so the row stays readable).
 */
export function deliveryBrandChoices(
  catalogBrands: readonly string[],
  otherRuleBrands: readonly string[],
  own: string,
): string[] {
  const taken = new Set(otherRuleBrands.map(looseKey));
  const choices = catalogBrands.filter((brand) => !taken.has(looseKey(brand)));
  return own && !choices.some((brand) => looseKey(brand) === looseKey(own)) ? [own, ...choices] : choices;
}
