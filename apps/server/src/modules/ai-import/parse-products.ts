import type { TParseProductsResponse, TParsedProduct } from '@stonetool/contracts/ai-import';
import { mergeIdenticalPieces } from '@stonetool/domain/estimate/merge-identical-pieces';
import { readProductList } from '@stonetool/domain/import/parse-product-list';
import type { ClaudeSettings } from './claude-client';
import { claudeParseProducts } from './claude-import';

/**
 * Products of a pasted list, and the lines that gave none with the reason: read by Claude when
 * an API key is configured, otherwise by the deterministic offline parser. Either way identical
 * pieces of one stone, thickness and finish are merged with a quantity (spec 02 section 9), an L
 * or U never.
 */
export async function parseProducts(
  claude: ClaudeSettings | null,
  text: string,
  availableStones: readonly string[],
): Promise<TParseProductsResponse['data']> {
  if (claude === null) return readProductList(text, { availableStones });
  const { products, unreadLines } = await claudeParseProducts(claude, text, availableStones);
  const bySlab = new Map<string, TParsedProduct[]>();
  for (const product of products) {
    const key = [product.stoneType, product.thickness, product.finish].join('|');
    bySlab.set(key, [...(bySlab.get(key) ?? []), product]);
  }
  return {
    products: [...bySlab.values()].flatMap((group) =>
      mergeIdenticalPieces(group, (product) => product.shape !== null),
    ),
    unreadLines,
  };
}
