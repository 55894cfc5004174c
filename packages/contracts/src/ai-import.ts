import { DRAWING_UNITS } from '@stonetool/domain/import/drawing-units';
import { MAX_DRAWING_BASE64_CHARACTERS, MAX_IMPORT_TEXT_CHARACTERS } from '@stonetool/domain/import/limits';
import { MAX_QUANTITY, MIN_QUANTITY, QUANTITY_MESSAGE } from '@stonetool/domain/limits';
import { z } from 'zod';
import { MAX_TEXT_LENGTH, ZSuccessResponse } from './common';
import { ZPieceShape } from './quotes';

/**
 * AI import (spec 02 sections 3, 5, 7 and 8): a pasted product list and an uploaded drawing
 * turned into products and pieces. Lengths are inches; confidence is 0 to 1.
 */

export const NO_TEXT_PROVIDED = 'No text provided.';
export const TEXT_TOO_LONG = 'Text too long. Please use shorter descriptions.';
export const NO_FILE_PROVIDED = 'No file provided.';
export const FILE_TOO_LARGE = 'File too large. Please use images under 10MB.';
export const TEXT_PARSING_FAILED = 'Text parsing failed';
export const ANALYSIS_FAILED = 'Analysis failed';
export const NO_DIMENSIONS_FOUND = 'No piece dimensions could be read from this drawing.';
export const UNSUPPORTED_DRAWING =
  'This file type cannot be read. Please upload an image (PNG or JPEG), a PDF or a DXF drawing.';

export const ZParseProductsRequest = z.strictObject(
  {
    text: z
      .string({ error: NO_TEXT_PROVIDED })
      .trim()
      .min(1, NO_TEXT_PROVIDED)
      .max(MAX_IMPORT_TEXT_CHARACTERS, TEXT_TOO_LONG),
    /** Labels of the stones the estimator can price (brand, type and colour). */
    availableStones: z.array(z.string().trim().max(300)).max(5_000).default([]),
  },
  { error: NO_TEXT_PROVIDED },
);
export type TParseProductsRequest = z.input<typeof ZParseProductsRequest>;

/** A product read from the text (spec 02 section 7, data.products). */
export const ZParsedProduct = z.object({
  name: z.string().max(MAX_TEXT_LENGTH),
  /** Inches, the longer side, or an L's leg A or a U's back. */
  width: z.number().positive().max(2000),
  /** Inches, the shorter side, or the depth of an L's or U's runs. */
  depth: z.number().positive().max(2000),
  /** An L's second leg or a U's arms ("L-shaped 120 x 96, 25.5 deep"); null for a rectangle. */
  shape: ZPieceShape.nullable().default(null),
  quantity: z
    .number()
    .int(QUANTITY_MESSAGE)
    .min(MIN_QUANTITY, QUANTITY_MESSAGE)
    .max(MAX_QUANTITY, QUANTITY_MESSAGE),
  /** One of `availableStones`, or null when the text names none of them. */
  stoneType: z.string().nullable(),
  /** Extras such as "Undermount sink cutout", "Waterfall". */
  features: z.array(z.string().max(MAX_TEXT_LENGTH)).max(50),
  confidence: z.number().min(0).max(1),
  /** One of the edge details (spec 02 section 5); Eased when the text names none. */
  edgeDetail: z.string().max(100).default('Eased'),
  /** island, perimeter, countertop, vanity, backsplash, waterfall, bar top, …; countertop by default. */
  pieceType: z.string().max(100).default('countertop'),
  /** The slab thickness the text names, as price sheets spell it ("3cm"); null when it names none. */
  thickness: z.string().max(20).nullable().default(null),
  /** The surface finish the text names ("Leathered"); null when it names none. */
  finish: z.string().max(50).nullable().default(null),
  /** The 1-based line of the pasted text the product was read from. */
  sourceLine: z.number().int().min(1),
  /** What the reader did that the user should check: a size read as millimetres, a run split at seams. */
  notes: z.array(z.string().max(300)).max(20).default([]),
});
export type TParsedProduct = z.infer<typeof ZParsedProduct>;

/** A non-empty line of the pasted text that gave no product, and why. */
export const ZUnreadLine = z.object({
  /** 1-based. */
  line: z.number().int().min(1),
  text: z.string(),
  reason: z.string(),
});
export type TUnreadLine = z.infer<typeof ZUnreadLine>;

export const ZParseProductsResponse = ZSuccessResponse.extend({
  data: z.object({
    /** Empty when the text names no piece with both sides ("No types found in text"). */
    products: z.array(ZParsedProduct),
    /** Every non-empty line that gave no product, with the reason; nothing is dropped silently. */
    unreadLines: z.array(ZUnreadLine),
  }),
});
export type TParseProductsResponse = z.infer<typeof ZParseProductsResponse>;

const ZBase64File = z.string().max(MAX_DRAWING_BASE64_CHARACTERS, FILE_TOO_LARGE);

/**
 * A drawing to analyse. `image` is the spec's field: the base64 JPEG of the preprocessed drawing.
 * `file` carries any supported drawing (PNG, JPEG, PDF, DXF) as base64; either may be a data URL
 * (`data:application/pdf;base64,…`). The kind is read from the bytes themselves, `mimeType` and
 * `fileName` only break ties (a DXF is plain text). Exactly one of `image` and `file` is needed.
 */
export const ZExtractDimensionsRequest = z
  .strictObject(
    {
      image: ZBase64File.optional(),
      file: ZBase64File.optional(),
      fileName: z.string().max(255).optional(),
      mimeType: z.string().max(100).optional(),
    },
    { error: NO_FILE_PROVIDED },
  )
  .refine((body) => (body.file ?? body.image ?? '').trim() !== '', NO_FILE_PROVIDED);
export type TExtractDimensionsRequest = z.input<typeof ZExtractDimensionsRequest>;

/** A piece of the drawing (spec 02 section 3, drawing analysis response), with its count. */
export const ZDrawingPiece = z.object({
  name: z.string().max(MAX_TEXT_LENGTH),
  width: z.number().positive().max(2000),
  depth: z.number().positive().max(2000),
  edgeDetail: z.string().max(100).default('Eased'),
  /** The piece type: countertop, island, vanity, backsplash, … */
  type: z.string().max(100).default('countertop'),
  notes: z.string().max(1000).default(''),
  /** Identical pieces (same width, depth and edge) are merged into one with a quantity. */
  quantity: z
    .number()
    .int(QUANTITY_MESSAGE)
    .min(MIN_QUANTITY, QUANTITY_MESSAGE)
    .max(MAX_QUANTITY, QUANTITY_MESSAGE)
    .default(1),
  /** 0 to 1: how sure the reading is of this piece, when the reading says (else the summary's). */
  confidence: z.number().min(0).max(1).optional(),
  /** The L or U outline (summary.outlines) this piece was cut from; such parts are never merged. */
  outline: z.string().max(MAX_TEXT_LENGTH).optional(),
  /** An L or U read whole from a DXF outline: `width` is its leg A or back; never merged. */
  shape: ZPieceShape.optional(),
});
export type TDrawingPiece = z.infer<typeof ZDrawingPiece>;

/** An L- or U-shaped outline read as rectangular pieces joined at seams. */
export const ZDrawingOutline = z.object({
  name: z.string().max(MAX_TEXT_LENGTH),
  shape: z.enum(['L', 'U', 'stepped']),
  /** The outline's true area in ft², which its pieces add up to. */
  areaSqft: z.number().min(0),
  /** The names of the pieces it was cut into. */
  parts: z.array(z.string().max(210)),
  /** Where two pieces meet, by name, with the seam's length in inches. */
  seams: z.array(z.object({ between: z.tuple([z.string(), z.string()]), length: z.number().positive() })),
  /** "L-shaped outline read as 2 pieces with 1 seam". */
  description: z.string().max(MAX_TEXT_LENGTH),
});
export type TDrawingOutline = z.infer<typeof ZDrawingOutline>;

export const DRAWING_TYPES = ['image', 'pdf', 'dxf'] as const;
export const ANALYSIS_METHODS = ['claude', 'ocr', 'pdf-text', 'geometry'] as const;

export const ZDrawingSummary = z.object({
  confidence: z.number().min(0).max(1),
  /** The kind of file read. */
  drawingType: z.enum(DRAWING_TYPES),
  /** How it was read: Claude, OCR of the image, the PDF's embedded text, or DXF geometry. */
  method: z.enum(ANALYSIS_METHODS),
  /** Pieces counted with their quantities. */
  totalPieces: z.number().int().min(0),
  /**
   * The unit the drawing's sizes were read in: the one a DXF names, else the one its sizes make
   * sense in; inches for images and PDFs. Pieces are always given in inches.
   */
  units: z.enum(DRAWING_UNITS),
  /**
   * True when `units` is the reader's guess, to be checked against a known size: a DXF that names
   * no unit ($INSUNITS). False when the file names it, and for images and PDFs.
   */
  unitsAssumed: z.boolean(),
  /** The pieces' true area in ft² (width × depth × quantity / 144), L and U outlines included. */
  areaSqft: z.number().min(0),
  /** Outlines cut into rectangular pieces at seams (L and U tops), with the seams named. */
  outlines: z.array(ZDrawingOutline),
});
export type TDrawingSummary = z.infer<typeof ZDrawingSummary>;

/** A piece the drawing shows that was not taken, and why ("Not read: depth 2.5 in looks too shallow…"). */
export const ZUnreadDrawingPiece = z.object({
  /** The piece's name, or the line of the drawing's text it was written on. */
  text: z.string(),
  reason: z.string(),
});
export type TUnreadDrawingPiece = z.infer<typeof ZUnreadDrawingPiece>;

export const ZExtractDimensionsResponse = ZSuccessResponse.extend({
  data: z.object({
    pieces: z.array(ZDrawingPiece),
    summary: ZDrawingSummary,
    /** Every piece the drawing shows that was not taken, with the reason; nothing is dropped silently. */
    unreadPieces: z.array(ZUnreadDrawingPiece),
  }),
  /** Hints for a better reading (e.g. a low-confidence pairing); often empty. */
  suggestions: z.array(z.string()),
});
export type TExtractDimensionsResponse = z.infer<typeof ZExtractDimensionsResponse>;

/** A drawing that could not be analysed: the error, and what the user can do about it. */
export const ZExtractDimensionsFailure = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
  /** Present when there is something to suggest; auth and validation failures carry none. */
  suggestions: z.array(z.string()).optional(),
});
export type TExtractDimensionsFailure = z.infer<typeof ZExtractDimensionsFailure>;
