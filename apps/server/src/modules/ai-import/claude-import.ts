import type Anthropic from '@anthropic-ai/sdk';
import {
  ANALYSIS_FAILED,
  TEXT_PARSING_FAILED,
  ZDrawingPiece,
  ZParsedProduct,
  ZUnreadLine,
  type TDrawingPiece,
  type TParseProductsResponse,
} from '@stonetool/contracts/ai-import';
import { EDGE_DETAILS } from '@stonetool/domain/estimate/fabrication';
import { PIECE_TYPES } from '@stonetool/domain/import/piece-words';
import { z } from 'zod';
import { AiImportError } from './ai-import-error';
import type { ClaudeSettings } from './claude-client';

/** Claude answers through a forced tool call whose input must match these schemas. */
export const ZClaudeProducts = z.object({
  products: z.array(ZParsedProduct),
  unreadLines: z.array(ZUnreadLine).default([]),
});
export const ZClaudeDrawing = z.object({
  pieces: z.array(ZDrawingPiece),
  confidence: z.number().min(0).max(1),
  suggestions: z.array(z.string().max(300)).max(10).default([]),
});

const PRODUCTS_TOOL = 'record_products';
const DRAWING_TOOL = 'record_pieces';

const conventions = [
  'All lengths are inches: convert feet and fractions (8\' = 96, 25 1/2" = 25.5).',
  'width is the longer side and depth the shorter one.',
  'quantity is a whole number of at least 1.',
  `edgeDetail is one of: ${EDGE_DETAILS.join(', ')} (Eased when none is named).`,
  `pieceType / type is one of: ${PIECE_TYPES.map((p) => p.type).join(', ')} (countertop when unclear).`,
  'confidence is 0 to 1: how sure you are the piece is read right.',
].join('\n');

function toolOf(name: string, description: string, schema: z.ZodType): Anthropic.Tool {
  return {
    name,
    description,
    input_schema: z.toJSONSchema(schema, { io: 'input' }) as Anthropic.Tool.InputSchema,
  };
}

/** The request asking Claude to read a pasted product list (exported for its tests). */
export function parseProductsRequest(
  model: string,
  text: string,
  availableStones: readonly string[],
): Anthropic.MessageCreateParamsNonStreaming {
  return {
    model,
    max_tokens: 4096,
    system: [
      'You read product lists that customers send to a stone countertop fabricator and record every piece to cut.',
      conventions,
      'An L or U run keeps its shape: width is the L\'s first leg or the U\'s back, depth the depth of its runs, shape {"kind":"l","legB":…} or {"kind":"u","leftArm":…,"rightArm":…}, legs measured along the wall from the outside corner; shape is null for a rectangle.',
      'stoneType is exactly one of the available stones when the text names it, else null.',
      'features lists extras such as sink or cooktop cutouts, faucet holes, waterfall, backsplash.',
      'thickness is the slab thickness the text names in centimetres ("3cm"; 30 mm is "3cm"), finish the surface finish (Polished, Honed, Leathered, Brushed, Suede, Matte); null when the text names none.',
      'Sizes in millimetres or centimetres are converted to inches; a size without unit too large for inches is millimetres, said in notes.',
      'A backsplash by the lineal foot ("4in splash, 22 LF") is pieces of that depth no longer than 126 in whose lengths add up to the run, its seams said in notes.',
      'sourceLine is the 1-based line of the list the product was read from.',
      'unreadLines lists every non-empty line that gave no product, with its text and the reason.',
      'Identical pieces (same size, edge and stone) are one product with their quantities added.',
    ].join('\n'),
    tools: [toolOf(PRODUCTS_TOOL, 'Record the products read from the list.', ZClaudeProducts)],
    tool_choice: { type: 'tool', name: PRODUCTS_TOOL },
    messages: [
      {
        role: 'user',
        content: `Available stones:\n${availableStones.length > 0 ? availableStones.join('\n') : '(none)'}\n\nProduct list:\n${text}`,
      },
    ],
  };
}

export type DrawingForClaude = { kind: 'image'; jpeg: Buffer } | { kind: 'pdf'; pdf: Buffer };

/** The request asking Claude to read a drawing (exported for its tests). */
export function extractDimensionsRequest(
  model: string,
  drawing: DrawingForClaude,
): Anthropic.MessageCreateParamsNonStreaming {
  const source: Anthropic.ContentBlockParam =
    drawing.kind === 'image'
      ? {
          type: 'image',
          source: { type: 'base64', media_type: 'image/jpeg', data: drawing.jpeg.toString('base64') },
        }
      : {
          type: 'document',
          source: { type: 'base64', media_type: 'application/pdf', data: drawing.pdf.toString('base64') },
        };
  return {
    model,
    max_tokens: 4096,
    system: [
      'You read countertop shop drawings for a stone fabricator and record every piece to cut with its dimensions.',
      conventions,
      'Use the dimension callouts written on the drawing, not measurements of the picture.',
      'name is the label on the drawing (e.g. Island, Sink run), notes anything a fabricator should know (cutouts, seams).',
      'Give suggestions for a better drawing when dimensions are missing or unreadable.',
    ].join('\n'),
    tools: [toolOf(DRAWING_TOOL, 'Record the pieces read from the drawing.', ZClaudeDrawing)],
    tool_choice: { type: 'tool', name: DRAWING_TOOL },
    messages: [
      { role: 'user', content: [source, { type: 'text', text: 'Record the pieces of this drawing.' }] },
    ],
  };
}

function toolInput(content: readonly Anthropic.ContentBlock[], tool: string): unknown {
  const block = content.find((b): b is Anthropic.ToolUseBlock => b.type === 'tool_use' && b.name === tool);
  return block?.input;
}

async function ask<T>(
  claude: ClaudeSettings,
  params: Anthropic.MessageCreateParamsNonStreaming,
  schema: z.ZodType<T>,
  failure: string,
): Promise<T> {
  let message;
  try {
    message = await claude.client.createMessage(params);
  } catch {
    throw new AiImportError(502, 'AI_UNAVAILABLE', failure, ['Please try again in a moment']);
  }
  const tool = params.tool_choice?.type === 'tool' ? params.tool_choice.name : '';
  const parsed = schema.safeParse(toolInput(message.content, tool));
  if (!parsed.success) throw new AiImportError(502, 'AI_INVALID_ANSWER', failure, ['Please try again']);
  return parsed.data;
}

/**
 * Products read by Claude. Its answer is validated with the response's own schema; a stone it
 * names that is not one of the available stones is dropped to null rather than trusted.
 */
export async function claudeParseProducts(
  claude: ClaudeSettings,
  text: string,
  availableStones: readonly string[],
): Promise<TParseProductsResponse['data']> {
  const answer = await ask(
    claude,
    parseProductsRequest(claude.model, text, availableStones),
    ZClaudeProducts,
    TEXT_PARSING_FAILED,
  );
  const offered = new Set(availableStones);
  return {
    products: answer.products.map((product) => ({
      ...product,
      stoneType: product.stoneType !== null && offered.has(product.stoneType) ? product.stoneType : null,
    })),
    unreadLines: answer.unreadLines,
  };
}

/** Pieces of a drawing read by Claude, with its confidence and suggestions. */
export async function claudeExtractDimensions(
  claude: ClaudeSettings,
  drawing: DrawingForClaude,
): Promise<{ pieces: TDrawingPiece[]; confidence: number; suggestions: string[] }> {
  return ask(claude, extractDimensionsRequest(claude.model, drawing), ZClaudeDrawing, ANALYSIS_FAILED);
}
