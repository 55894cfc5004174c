import type Anthropic from '@anthropic-ai/sdk';
import { ANALYSIS_FAILED, TEXT_PARSING_FAILED } from '@stonetool/contracts/ai-import';
import { readProductList } from '@stonetool/domain/import/parse-product-list';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rejection } from '../../testing/rejection';
import { AiImportError } from './ai-import-error';
import type { ClaudeClient, ClaudeSettings } from './claude-client';
import { claudeParseProducts } from './claude-import';
import { extractDimensions } from './extract-dimensions';
import type { OcrReader } from './ocr-reader';
import { parseProducts } from './parse-products';

/** A stand-in for the SDK's messages.create: records the request, answers with a tool call. */
function fakeClaude(answer: unknown): {
  settings: ClaudeSettings;
  requests: Anthropic.MessageCreateParamsNonStreaming[];
} {
  const requests: Anthropic.MessageCreateParamsNonStreaming[] = [];
  const client: ClaudeClient = {
    createMessage(params) {
      requests.push(params);
      if (answer instanceof Error) return Promise.reject(answer);
      const name = params.tool_choice?.type === 'tool' ? params.tool_choice.name : '';
      return Promise.resolve({
        stop_reason: 'tool_use',
        content: [
          {
            type: 'tool_use',
            id: 'toolu_1',
            name,
            input: answer,
            caller: { type: 'direct' },
          },
        ],
      });
    },
  };
  return { settings: { client, model: 'claude-test-model' }, requests };
}

const noOcr: OcrReader = {
  read: () => Promise.reject(new Error('OCR must not run when Claude reads the drawing')),
  close: () => Promise.resolve(),
};

const stones = ['Caesarstone Quartz Calacatta Nuvo', 'MSI Granite Black Pearl'];

function failure(promise: Promise<unknown>): Promise<AiImportError> {
  return rejection(promise, AiImportError);
}

describe('parsing a product list with Claude', () => {
  it('asks for a forced tool call whose schema is the products schema, with the text and the stones', async () => {
    const { settings, requests } = fakeClaude({ products: [] });
    await claudeParseProducts(settings, 'Island 96 x 42', stones);
    const [request] = requests;
    expect(request?.model).toBe('claude-test-model');
    expect(request?.tool_choice).toEqual({ type: 'tool', name: 'record_products' });
    const schema = request?.tools?.[0] as Anthropic.Tool;
    expect(schema.input_schema).toMatchObject({
      type: 'object',
      properties: {
        // oxlint-disable-next-line typescript/no-unsafe-assignment -- vitest types its asymmetric matchers as any, to stand in for any value
        products: { type: 'array', items: { required: expect.arrayContaining(['name', 'width', 'depth']) } },
      },
    });
    expect(JSON.stringify(request?.messages)).toContain('Island 96 x 42');
    expect(JSON.stringify(request?.messages)).toContain('MSI Granite Black Pearl');
  });

  it('keeps a valid answer, drops a stone that is not offered, and merges identical pieces', async () => {
    const product = {
      name: 'Vanity',
      width: 36,
      depth: 22,
      quantity: 1,
      features: [],
      confidence: 0.9,
      sourceLine: 1,
    };
    const { settings } = fakeClaude({
      products: [
        { ...product, stoneType: 'Caesarstone Quartz Calacatta Nuvo' },
        { ...product, stoneType: 'Caesarstone Quartz Calacatta Nuvo', quantity: 2 },
        { ...product, name: 'Island', width: 96, depth: 42, stoneType: 'Made Up Stone' },
      ],
    });
    const { products } = await parseProducts(settings, 'two lists', stones);
    expect(products.map((p) => [p.name, p.quantity, p.stoneType, p.edgeDetail])).toEqual([
      ['Vanity', 3, 'Caesarstone Quartz Calacatta Nuvo', 'Eased'],
      ['Island', 1, null, 'Eased'],
    ]);
  });

  it('names back a work surface Claude read too shallow to be one, as the paste reader does, and keeps a splash', async () => {
    const text = 'Perimeter 120 x 25.5\nIsland 40 x 2.5, Bar top 60 x 1.5\nBacksplash 120 x 4';
    const piece = { quantity: 1, features: [], confidence: 0.9, stoneType: null };
    const { settings } = fakeClaude({
      products: [
        { ...piece, name: 'Perimeter', width: 120, depth: 25.5, pieceType: 'perimeter', sourceLine: 1 },
        { ...piece, name: 'Island', width: 40, depth: 2.5, pieceType: 'Island', sourceLine: 2 },
        { ...piece, name: 'Bar top', width: 60, depth: 1.5, pieceType: 'bar top', sourceLine: 2 },
        { ...piece, name: 'Backsplash', width: 120, depth: 4, pieceType: 'backsplash', sourceLine: 3 },
      ],
      unreadLines: [{ line: 4, text: 'Thanks!', reason: 'No piece size' }],
    });
    const reading = await parseProducts(settings, `${text}\nThanks!`, stones);
    expect(reading.products.map((p) => p.name)).toEqual(['Perimeter', 'Backsplash']);
    expect(reading.unreadLines).toEqual([
      {
        line: 2,
        text: 'Island 40 x 2.5, Bar top 60 x 1.5',
        reason:
          'Not read: depth 2.5 in looks too shallow for an island; check the size; depth 1.5 in looks too shallow for a bar top; check the size',
      },
      { line: 4, text: 'Thanks!', reason: 'No piece size' },
    ]);
    // The paste reader words the same line the same way.
    expect(readProductList('Island 40 x 2.5').unreadLines[0]?.reason).toBe(
      'Not read: depth 2.5 in looks too shallow for an island; check the size',
    );
  });

  it('answers "Text parsing failed" when the answer does not match the schema', async () => {
    const { settings } = fakeClaude({ products: [{ name: 'Island', width: 'ninety-six', depth: 42 }] });
    const error = await failure(claudeParseProducts(settings, 'Island', stones));
    expect([error.status, error.message]).toEqual([502, TEXT_PARSING_FAILED]);
  });

  it('answers "Text parsing failed" when the call itself fails', async () => {
    const { settings } = fakeClaude(new Error('overloaded'));
    const error = await failure(claudeParseProducts(settings, 'Island', stones));
    expect([error.status, error.message]).toEqual([502, TEXT_PARSING_FAILED]);
  });
});

describe('reading a drawing with Claude', () => {
  it('sends the preprocessed JPEG and builds the summary from the validated answer', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const piece = { name: 'Island', width: 96, depth: 42, edgeDetail: 'Ogee', type: 'island', notes: '' };
    const { settings, requests } = fakeClaude({ pieces: [piece, piece], confidence: 0.8, suggestions: [] });
    const result = await extractDimensions({ claude: settings, ocr: noOcr }, { kind: 'image', bytes: png });

    const content = requests[0]?.messages[0]?.content as Anthropic.ContentBlockParam[];
    const image = content[0] as Anthropic.ImageBlockParam;
    expect(image.source).toMatchObject({ type: 'base64', media_type: 'image/jpeg' });
    const sent = Buffer.from((image.source as Anthropic.Base64ImageSource).data, 'base64');
    const meta = await sharp(sent).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['jpeg', 2000, 667, 1]);

    expect(result.pieces).toEqual([{ ...piece, quantity: 2 }]);
    expect(result.summary).toEqual({
      confidence: 0.8,
      drawingType: 'image',
      method: 'claude',
      totalPieces: 2,
      units: 'in',
      unitsAssumed: false,
      areaSqft: Math.round(((2 * 96 * 42) / 144) * 100) / 100,
      outlines: [],
    });
  });

  it('sends a PDF as a document and answers "Analysis failed" on an invalid answer', async () => {
    const { settings, requests } = fakeClaude({ pieces: [{ name: 'Island' }], confidence: 2 });
    const error = await failure(
      extractDimensions({ claude: settings, ocr: noOcr }, { kind: 'pdf', bytes: Buffer.from('%PDF-1.4\n') }),
    );
    expect([error.status, error.message]).toEqual([502, ANALYSIS_FAILED]);
    const content = requests[0]?.messages[0]?.content as Anthropic.ContentBlockParam[];
    expect(content[0]).toMatchObject({ type: 'document', source: { media_type: 'application/pdf' } });
  });
});
