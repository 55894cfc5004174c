import type { TParsedProduct } from '@stonetool/contracts/ai-import';
import { mergeIdenticalPieces } from '@stonetool/domain/estimate/merge-identical-pieces';
import { parseProductList } from '@stonetool/domain/import/parse-product-list';
import type { ClaudeSettings } from './claude-client';
import { claudeParseProducts } from './claude-import';

/**
 * Products of a pasted list: read by Claude when an API key is configured, otherwise by the
 * deterministic offline parser. Either way identical pieces of one stone are merged with a
 * quantity (spec 02 section 9).
 */
export async function parseProducts(
  claude: ClaudeSettings | null,
  text: string,
  availableStones: readonly string[],
): Promise<TParsedProduct[]> {
  if (claude === null) return parseProductList(text, { availableStones });
  const products = await claudeParseProducts(claude, text, availableStones);
  const byStone = new Map<string, TParsedProduct[]>();
  for (const product of products) {
    const key = product.stoneType ?? '';
    byStone.set(key, [...(byStone.get(key) ?? []), product]);
  }
  return [...byStone.values()].flatMap((group) => mergeIdenticalPieces(group));
}
