import { z } from 'zod';
import { expertJson, postJson } from './expert-request';

export const TEXT_PARSE_FAILED = 'Text parsing failed';
export const NO_TEXT_PROVIDED = 'No text provided.';
export const TEXT_TOO_LONG = 'Text too long. Please use shorter descriptions.';
/** Text limit: 10000 characters (spec 02 section 9). */
export const MAX_PARSE_TEXT = 10_000;

const ZParsedProduct = z.object({
  name: z.string(),
  width: z.number(),
  depth: z.number(),
  quantity: z.number(),
  stoneType: z.string().nullable().optional(),
  features: z.array(z.string()).optional(),
  confidence: z.number(),
  edgeDetail: z.string().optional(),
  pieceType: z.string().optional(),
});
export type TParsedProduct = z.output<typeof ZParsedProduct>;

const ZParseProductsResponse = z.object({
  success: z.boolean(),
  data: z.object({ products: z.array(ZParsedProduct) }).optional(),
  error: z.string().optional(),
});

/** The client-side checks of the text before it is sent: non-empty, at most 10000 characters. */
export function parseTextProblem(text: string): string | null {
  if (text.trim() === '') return NO_TEXT_PROVIDED;
  if (text.length > MAX_PARSE_TEXT) return TEXT_TOO_LONG;
  return null;
}

/**
 * POST /api/claude-parse-products with the pasted text and the stone labels to choose from;
 * a failure reads the server's error, else 'Text parsing failed'.
 */
export async function parseProducts(input: {
  text: string;
  availableStones: string[];
}): Promise<TParsedProduct[]> {
  const body = await expertJson(
    '/api/claude-parse-products',
    postJson(input),
    ZParseProductsResponse,
    TEXT_PARSE_FAILED,
  );
  if (!body.success || !body.data) throw new Error(body.error || TEXT_PARSE_FAILED);
  return body.data.products;
}
