import {
  NO_TEXT_PROVIDED,
  TEXT_PARSING_FAILED,
  TEXT_TOO_LONG,
  ZParseProductsResponse,
  type TParseProductsRequest,
  type TParseProductsResponse,
  type TParsedProduct,
  type TUnreadLine,
} from '@stonetool/contracts/ai-import';
import { MAX_IMPORT_TEXT_CHARACTERS } from '@stonetool/domain/import/limits';
import { apiJson } from '../../../lib/http/api-json';

export type { TParsedProduct, TUnreadLine };

/** The client-side checks of the text before it is sent: non-empty, at most 10000 characters. */
export function parseTextProblem(text: string): string | null {
  if (text.trim() === '') return NO_TEXT_PROVIDED;
  if (text.length > MAX_IMPORT_TEXT_CHARACTERS) return TEXT_TOO_LONG;
  return null;
}

/**
 * POST /api/claude-parse-products with the pasted text and the stone labels to choose from: the
 * products, and the lines that gave none with the reason. A failure reads the server's error,
 * else 'Text parsing failed'.
 */
export async function parseProducts(input: TParseProductsRequest): Promise<TParseProductsResponse['data']> {
  const body = await apiJson(ZParseProductsResponse, '/api/claude-parse-products', {
    method: 'POST',
    json: input,
    fallback: TEXT_PARSING_FAILED,
  });
  return body.data;
}
