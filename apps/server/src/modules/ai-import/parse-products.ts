import type { TParseProductsResponse, TParsedProduct } from '@stonetool/contracts/ai-import';
import { mergeIdenticalPieces } from '@stonetool/domain/estimate/merge-identical-pieces';
import { readProductList } from '@stonetool/domain/import/parse-product-list';
import { shallowPieceProblem } from '@stonetool/domain/import/piece-words';
import type { ClaudeSettings } from './claude-client';
import { claudeParseProducts } from './claude-import';

type Reading = TParseProductsResponse['data'];

/**
 * Claude's reading less the work surfaces too shallow to be one ("Island 2.5 x 40"), refused as
 * the paste reader refuses them (`shallowPieceProblem`): each line that gave one is named back
 * with its text and why, "Not read: depth 2.5 in looks too shallow for an island; check the size".
 */
function withoutShallowPieces({ products, unreadLines }: Reading, text: string): Reading {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const refused = new Map<number, { text: string; problems: string[] }>();
  const kept = products.filter((product) => {
    const problem = shallowPieceProblem({
      depth: product.depth,
      pieceType: product.pieceType.trim().toLowerCase(),
    });
    if (problem === null) return true;
    const line = refused.get(product.sourceLine) ?? {
      text: lines[product.sourceLine - 1]?.trim() || product.name,
      problems: [],
    };
    line.problems.push(problem);
    refused.set(product.sourceLine, line);
    return false;
  });
  const named = [...refused].map(([line, { text: lineText, problems }]) => ({
    line,
    text: lineText,
    reason: `Not read: ${problems.join('; ')}`,
  }));
  return { products: kept, unreadLines: [...unreadLines, ...named].sort((a, b) => a.line - b.line) };
}

/**
 * Products of a pasted list, and the lines that gave none with the reason: read by Claude when
 * an API key is configured, otherwise by the deterministic offline parser. Either way a work
 * surface too shallow to be one is named back, not read, and identical pieces of one stone,
 * thickness and finish are merged with a quantity (spec 02 section 9), an L or U never.
 */
export async function parseProducts(
  claude: ClaudeSettings | null,
  text: string,
  availableStones: readonly string[],
): Promise<Reading> {
  if (claude === null) return readProductList(text, { availableStones });
  const { products, unreadLines } = withoutShallowPieces(
    await claudeParseProducts(claude, text, availableStones),
    text,
  );
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
