import { BREAKAGE_BUFFER_OPTIONS } from '@stonetool/domain/estimate/buffer';
import { hasNameAndEmail, hasValidEmailIfAny } from '@stonetool/domain/estimate/quote-customer';
import {
  CUTOUT_CLEARANCE_RANGE,
  KERF_OPTIONS,
  MIN_SEAM_PART_RANGE,
  resolveSettings,
} from '@stonetool/domain/estimate/settings';
import { seamProblems } from '@stonetool/domain/shapes/seam-rules';
import { parseDimension } from '@stonetool/domain/estimate/piece-input';
import { MAX_QUANTITY, MIN_QUANTITY, QUANTITY_MESSAGE, readWholeQuantity } from '@stonetool/domain/limits';
import { z } from 'zod';
import { cutoutProblems } from '@stonetool/domain/shapes/cutouts';
import { pieceOutline } from '@stonetool/domain/shapes/piece-shape';
import { estimateProductNamesOf, estimateProductsOf } from '@stonetool/domain/estimate/quote-entry';
import { ZCutoutType } from './cutout-prices';
import { ZJobStep, ZQuoteReviewState } from './quote-links';
import { echoedObject, MAX_LINES, MAX_TEXT_LENGTH, ZSuccessResponse } from './common';

/**
 * Expert Mode quotes (spec 02 sections 3, 4 and 7): save, load, update results, PDF and e-mail.
 * The estimator's state travels as `quote_data`; its inner keys are the spec's entity fields
 * (camelCase), the envelope's keys the spec's call fields (snake_case). Money is dollars here.
 */

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();

export const SAVE_NEEDS_CUSTOMER = 'First name, last name, and email are required';
export const EMAIL_NEEDS_CUSTOMER = 'Please fill in customer name and email first!';
export const PDF_NEEDS_ESTIMATES = 'Please calculate estimates first';
export const INVALID_EMAIL = 'Please enter a valid email address';
/** A piece's width or depth that cannot be read as inches, feet or a fraction. */
export const dimensionNotReadable = (field: 'Width' | 'Depth') =>
  `${field} must be a length in inches or feet, such as 25 1/2 or 7' 6"`;

/**
 * A dimension as the form holds it: a number of inches, or its text as typed ('' while typing,
 * '0' for no result yet), read by the piece fields' own reader (25 1/2, 7' 6").
 */
const ZInches = (field: 'Width' | 'Depth') =>
  z.union(
    [
      z.number().min(0, dimensionNotReadable(field)),
      text(20).refine(
        (v) => v === '' || Number(v) === 0 || parseDimension(v) !== null,
        dimensionNotReadable(field),
      ),
    ],
    { error: dimensionNotReadable(field) },
  );

/** A whole quantity from 1 to 999, as a number or the form's text ('' while typing). */
const ZQuantity = z.union(
  [
    z.number().int(QUANTITY_MESSAGE).min(MIN_QUANTITY, QUANTITY_MESSAGE).max(MAX_QUANTITY, QUANTITY_MESSAGE),
    text(10).refine((v) => v === '' || readWholeQuantity(v) !== null, QUANTITY_MESSAGE),
  ],
  { error: QUANTITY_MESSAGE },
);

const stoneSelection = {
  brand: optionalText(MAX_TEXT_LENGTH),
  type: optionalText(MAX_TEXT_LENGTH),
  color: optionalText(MAX_TEXT_LENGTH),
  finish: optionalText(MAX_TEXT_LENGTH),
  /** "63 x 126": height by width in inches. */
  slabSize: optionalText(50),
  thickness: optionalText(50),
  /** The stone's label (brand, type and colour). */
  stone: optionalText(600),
};

/** Where a product's or group piece's values came from when the AI import filled them. */
const aiOrigin = {
  aiExtracted: z.boolean().nullish(),
  aiParsed: z.boolean().nullish(),
  /** 0..1 as the AI import reports it. */
  confidence: z.number().min(0).max(1).nullish(),
};

/** The most cutouts one piece may carry: more than any kitchen top holds. */
export const MAX_CUTOUTS_PER_PIECE = 20;

/**
 * A cutout on a piece (issue 24): its type, size and the lower-left corner's position from the
 * piece's lower-left corner, in inches. Whether it lies on the piece is checked with the piece.
 */
export const ZCutout = z.strictObject({
  type: ZCutoutType,
  width: z.number().positive('A cutout needs a width above 0').max(1000),
  depth: z.number().positive('A cutout needs a depth above 0').max(1000),
  x: z.number().min(0, 'A cutout lies on its piece: its position is 0 or more').max(1000),
  y: z.number().min(0, 'A cutout lies on its piece: its position is 0 or more').max(1000),
});
export type TCutout = z.infer<typeof ZCutout>;

const ZLeg = z.number().positive('Leg lengths are above 0').max(1000);

/** The most seams a user may place on one piece: more than any run a slab's length apart needs. */
export const MAX_SEAMS_PER_PIECE = 10;

/**
 * A seam the user placed on a piece (issue 24, decision 127): the line x = `at` (inches from the
 * piece's left end) or y = `at` (from its front edge), `through` naming which crossing when the line
 * crosses the piece twice. Whether it keeps the seam rules is checked with the piece and settings.
 */
export const ZSeamAt = z.strictObject({
  axis: z.enum(['x', 'y'], { error: "A seam's axis is x (from the left end) or y (from the front edge)" }),
  at: z.number().positive('A seam lies on its piece: its position is above 0').max(1000),
  through: z.number().min(0).max(1000).optional(),
});
export type TSeamAt = z.infer<typeof ZSeamAt>;

/** An L's second leg or a U's arms (issue 24); the product's width is leg A or the back. */
export const ZPieceShape = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('rectangle') }),
  z.strictObject({ kind: z.literal('l'), legB: ZLeg }),
  z.strictObject({ kind: z.literal('u'), leftArm: ZLeg, rightArm: ZLeg }),
]);

/**
 * A product of the Standard interface (spec 02 section 3, Product). Strict: besides the fields
 * read, only the product's own `result` (spec 02), the estimator's `stoneAssumption`, a client's
 * price-sheet row (`stoneData`) and an AI-parsed product's own fields pass, stored but never priced
 * from (see estimateFromQuoteData on the server); any other key is refused by name.
 */
export const ZQuoteProduct = echoedObject(
  {
    id: text(100).optional(),
    ...stoneSelection,
    width: ZInches('Width').nullish(),
    depth: ZInches('Depth').nullish(),
    quantity: ZQuantity.nullish(),
    edgeDetail: optionalText(50),
    customName: optionalText(MAX_TEXT_LENGTH),
    priority: z.enum(['high', 'normal', 'low']).nullish(),
    note: optionalText(2000),
    ...aiOrigin,
    pieceType: optionalText(50),
    cutouts: z.array(ZCutout).max(MAX_CUTOUTS_PER_PIECE).nullish(),
    shape: ZPieceShape.nullish(),
    seamsAt: z.array(ZSeamAt).max(MAX_SEAMS_PER_PIECE).nullish(),
  },
  [
    'result',
    'stoneAssumption',
    'stoneData',
    // A product as POST /api/claude-parse-products answers it, put in as it came.
    'name',
    'stoneId',
    'stoneType',
    'features',
    'sourceLine',
    'notes',
  ],
);
export type TQuoteProduct = z.infer<typeof ZQuoteProduct>;

/** A piece of a Bulk group (spec 02 section 3, Group piece). */
export const ZQuoteGroupPiece = z.strictObject({
  id: text(100).optional(),
  customName: optionalText(MAX_TEXT_LENGTH),
  roomType: optionalText(50),
  unitType: optionalText(50),
  width: ZInches('Width').nullish(),
  depth: ZInches('Depth').nullish(),
  quantity: ZQuantity.nullish(),
  edgeDetail: optionalText(50),
  note: optionalText(2000),
  ...aiOrigin,
  cutouts: z.array(ZCutout).max(MAX_CUTOUTS_PER_PIECE).nullish(),
  shape: ZPieceShape.nullish(),
  seamsAt: z.array(ZSeamAt).max(MAX_SEAMS_PER_PIECE).nullish(),
});

/**
 * A Bulk group: one stone with many pieces (spec 02 section 3, Group), with the estimator's
 * `stoneAssumption` and `collapsed` passing unread.
 */
export const ZQuoteGroup = echoedObject(
  {
    id: text(100).optional(),
    name: optionalText(MAX_TEXT_LENGTH),
    ...stoneSelection,
    pieces: z.array(ZQuoteGroupPiece).max(500),
  },
  ['stoneAssumption', 'collapsed'],
);
export type TQuoteGroup = z.infer<typeof ZQuoteGroup>;

const inOptions =
  (options: readonly number[]) =>
  (value: number): boolean =>
    options.includes(value);

/** The settings panel (spec 02 section 3, Settings; options of section 9). */
export const ZQuoteSettings = z.strictObject({
  multiProductOptimization: z.boolean().nullish(),
  breakageBuffer: z
    .number()
    .refine(inOptions(BREAKAGE_BUFFER_OPTIONS), 'Breakage buffer must be 0, 3, 5, 7 or 10 percent')
    .nullish(),
  showVisualLayouts: z.boolean().nullish(),
  kerfWidth: z
    .number()
    .refine(inOptions(KERF_OPTIONS), 'Kerf width must be 0, 0.125, 0.1875, 0.25 or 0.09375 inches')
    .nullish(),
  includeFabrication: z.boolean().nullish(),
  includeInstallation: z.boolean().nullish(),
  allowSeams: z.boolean().nullish(),
  /** The shortest part of a seamed piece, inches (issue 24); 12 when absent. */
  minSeamPart: z
    .number()
    .min(
      MIN_SEAM_PART_RANGE.min,
      `Shortest seam part must be ${MIN_SEAM_PART_RANGE.min} to ${MIN_SEAM_PART_RANGE.max} in`,
    )
    .max(
      MIN_SEAM_PART_RANGE.max,
      `Shortest seam part must be ${MIN_SEAM_PART_RANGE.min} to ${MIN_SEAM_PART_RANGE.max} in`,
    )
    .nullish(),
  /** How far a seam stays from any cutout, inches (issue 24); 6 when absent. */
  cutoutClearance: z
    .number()
    .min(
      CUTOUT_CLEARANCE_RANGE.min,
      `Seam distance from cutouts must be ${CUTOUT_CLEARANCE_RANGE.min} to ${CUTOUT_CLEARANCE_RANGE.max} in`,
    )
    .max(
      CUTOUT_CLEARANCE_RANGE.max,
      `Seam distance from cutouts must be ${CUTOUT_CLEARANCE_RANGE.min} to ${CUTOUT_CLEARANCE_RANGE.max} in`,
    )
    .nullish(),
  /** Place pieces on the business's matching remnants first (decision 118); off when absent. */
  useRemnantsFirst: z.boolean().nullish(),
});
export type TQuoteSettings = z.infer<typeof ZQuoteSettings>;

/**
 * A piece on a slab of a layout (spec 02 section 3, multi-type data); what the estimate draws on
 * it passes unread: a seam part's `seam`, an L's or U's `outline`, its `cutouts`.
 */
export const ZSlabPiece = echoedObject(
  {
    productIndex: z.number().int().min(0),
    pieceIndex: z.number().int().min(0),
    x: z.number(),
    y: z.number(),
    width: z.number().positive(),
    depth: z.number().positive(),
    rotated: z.boolean(),
  },
  ['seam', 'outline', 'cutouts'],
);

export const ZLayoutSlab = z.strictObject({
  index: z.number().int().min(0).optional(),
  pieces: z.array(ZSlabPiece),
  efficiency: z.number().min(0).max(100),
});

/** Multi-type optimisation data of one stone: totalSlabs, averageEfficiency, slabs, error. */
export const ZStoneOptimizationData = z.strictObject({
  totalSlabs: z.number().int().min(0),
  averageEfficiency: z.number().min(0).max(100),
  slabs: z.array(ZLayoutSlab),
  error: z.string().nullish(),
});

/**
 * The estimate's totals in dollars as the estimator shows them. Stored as sent for the screen;
 * the quote's price and slab columns come from the server's own estimate.
 */
export const ZQuoteTotals = z.strictObject({
  totalPrice: z.number().min(0),
  totalSlabs: z.number().int().min(0),
  averageEfficiency: z.number().min(0).max(100).optional(),
  materialCost: z.number().min(0).optional(),
  fabricationCost: z.number().min(0).optional(),
  installationCost: z.number().min(0).optional(),
  cutoutCost: z.number().min(0).optional(),
  rawCost: z.number().min(0).optional(),
  usableAreaSqft: z.number().min(0).optional(),
});

export const ZEntryMode = z.enum(['standard', 'bulk']);

/**
 * A cutout reaching outside its piece or overlapping another is refused, naming the piece and the
 * cutout (the domain's cutoutProblems), on a Standard card or a Bulk row alike, and so is a seam the
 * user placed that breaks the seam rules of the quote's settings (seamProblems, decision 127); a
 * piece whose size is not read yet is not checked.
 */
function refuseUncuttableCutouts(
  data: {
    entryMode: z.infer<typeof ZEntryMode>;
    products: ReadonlyArray<z.infer<typeof ZQuoteProduct>>;
    groups: ReadonlyArray<z.infer<typeof ZQuoteGroup>>;
    settings: z.infer<typeof ZQuoteSettings>;
  },
  ctx: z.core.$RefinementCtx,
) {
  const settings = resolveSettings(data.settings);
  const rules = { minPart: settings.minSeamPart, cutoutClearance: settings.cutoutClearance };
  const names = estimateProductNamesOf(data);
  estimateProductsOf(data).forEach((product, i) => {
    const width = parseDimension(product.width);
    const depth = parseDimension(product.depth);
    if ((!product.cutouts?.length && !product.seamsAt?.length) || width === null || depth === null) return;
    const shaped = pieceOutline(width, depth, product.shape);
    // Legs that make no L or U are named by the estimate, which prices nothing for the piece.
    if (!shaped.ok) return;
    const cutouts = product.cutouts ?? [];
    const seams = product.seamsAt ?? [];
    const problems = [
      ...cutoutProblems(names[i]!, shaped.outline, cutouts),
      ...(seams.length > 0 ? seamProblems(names[i]!, shaped.outline, cutouts, seams, rules) : []),
    ];
    for (const message of problems)
      // The message names the piece and the cutout or seam itself, so it is not put under the piece's row.
      ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * quote_data (spec 02 section 7): products, settings, optimization_data, totals; plus the entry
 * mode and the Bulk groups, so a Bulk estimate is saved and priced as its groups. The estimate's
 * products are `products` in Standard mode and the groups' pieces in Bulk mode (the domain's
 * productsFromGroups), exactly as the estimator computes them.
 */
export const ZQuoteData = z
  .strictObject({
    /** A name for the quote, e.g. "Smith kitchen"; optional. */
    name: optionalText(MAX_TEXT_LENGTH),
    entryMode: ZEntryMode.default('standard'),
    products: z.array(ZQuoteProduct).max(MAX_LINES).default([]),
    groups: z.array(ZQuoteGroup).max(100).default([]),
    settings: ZQuoteSettings.default({}),
    /** Multi-type optimisation data per stone, keyed by the stone's label (or the estimate's stone key). */
    optimization_data: z.record(z.string(), ZStoneOptimizationData).nullish(),
    totals: ZQuoteTotals.nullish(),
  })
  .superRefine(refuseUncuttableCutouts);
export type TQuoteData = z.infer<typeof ZQuoteData>;
export type TQuoteDataInput = z.input<typeof ZQuoteData>;

/**
 * The customer of a quote (spec 02 section 3, Customer and User info). Either first and last
 * name, or a full `name` the server splits at its first space. Each call says what it needs.
 */
export const ZCustomerData = z.strictObject({
  first_name: optionalText(100),
  last_name: optionalText(100),
  name: optionalText(MAX_TEXT_LENGTH),
  email: optionalText(254),
  phone: optionalText(50),
});
export type TCustomerData = z.infer<typeof ZCustomerData>;

/** A customer with a name and a valid e-mail, refused with `missing` when either is absent. */
const namedCustomer = (missing: string) =>
  ZCustomerData.refine(hasNameAndEmail, missing).refine(hasValidEmailIfAny, INVALID_EMAIL);

const ZSaveCustomer = namedCustomer(SAVE_NEEDS_CUSTOMER);
const ZEmailCustomer = namedCustomer(EMAIL_NEEDS_CUSTOMER);

/** A PDF may be made for an estimate without a customer; an e-mail given must be valid. */
const ZPdfCustomer = ZCustomerData.refine(hasValidEmailIfAny, INVALID_EMAIL);

const ZQuoteId = z.uuid('Quote not found');

/** POST /api/quotes/save. With `quote_id` the saved quote is updated instead of a new one made. */
export const ZSaveQuoteRequest = z.strictObject({
  /** Must be the caller's own business when given (the server scopes by the session). */
  showroom_id: z.string().optional(),
  quote_id: ZQuoteId.optional(),
  /**
   * Save as revision (issue 25): a new quote, with its own number, revising this accepted one,
   * which stays as the client signed it. Not with `quote_id`.
   */
  revision_of: z.uuid('revision_of must be the id of a saved quote').optional(),
  customer_data: ZSaveCustomer,
  quote_data: ZQuoteData,
});
export type TSaveQuoteRequest = z.input<typeof ZSaveQuoteRequest>;

/** A saved quote as lists and the save call return it (spec 02 section 3, Server quote summary). */
export const ZQuoteSummary = z.object({
  id: z.string(),
  quote_number: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  valid_until: z.string().nullable(),
  /** Dollars, from the server's own estimate of the products. */
  total_price: z.number(),
  total_slabs: z.number().int(),
  status: z.string(),
  /** The client's answer through a quote link (issue 25); absent from servers before it. */
  review_state: ZQuoteReviewState.optional(),
  /** The accepted quote this one revises (issue 25); absent from servers before it. */
  revision_of: z.string().nullable().optional(),
  customer_id: z.string().nullable(),
  customer_first_name: z.string().nullable(),
  customer_last_name: z.string().nullable(),
  customer_email: z.string().nullable(),
});
export type TQuoteSummary = z.infer<typeof ZQuoteSummary>;

/**
 * The saved quote, and each piece its price leaves out with the reason ("Island: Price on request",
 * "Type 2: Unable to calculate - Missing stone selection or dimensions"): the quote is saved as it
 * is, and the person saving it is told what its total does not hold. Empty when every piece is priced.
 */
export const ZSaveQuoteResponse = ZSuccessResponse.extend({
  data: ZQuoteSummary.extend({ not_priced: z.array(z.string()) }),
});
export type TSaveQuoteResponse = z.infer<typeof ZSaveQuoteResponse>;

/**
 * results_data of POST /api/quotes/update-results: what Calculate produced. Any of the
 * quote_data fields it carries (products, groups, entryMode, settings, optimization_data,
 * totals) replace the saved ones; the whole object is kept as the quote's results.
 */
export const ZResultsData = z.strictObject({
  entryMode: ZEntryMode.optional(),
  products: z.array(ZQuoteProduct).max(MAX_LINES).optional(),
  groups: z.array(ZQuoteGroup).max(100).optional(),
  settings: ZQuoteSettings.optional(),
  optimization_data: ZQuoteData.shape.optimization_data,
  totals: ZQuoteTotals.nullish(),
});
export type TResultsData = z.infer<typeof ZResultsData>;

export const ZUpdateQuoteResultsRequest = z.strictObject({ quote_id: ZQuoteId, results_data: ZResultsData });
export type TUpdateQuoteResultsRequest = z.input<typeof ZUpdateQuoteResultsRequest>;
export const ZUpdateQuoteResultsResponse = ZSuccessResponse.extend({ data: ZQuoteSummary });

/** GET /api/quotes/:id: a saved Expert Mode quote of the caller's business, to load into the estimator. */
export const ZQuoteIdParams = z.strictObject({ id: ZQuoteId });

/**
 * DELETE /api/quotes/:id/progress/:step: take back the last step recorded on the job, named so a
 * step recorded meanwhile by someone else is never taken back unseen (decision 128).
 */
export const ZTakeBackJobStepParams = ZQuoteIdParams.extend({ step: ZJobStep });

export const ZSavedQuote = ZQuoteSummary.extend({
  name: z.string().nullable(),
  customer: z
    .object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  quote_data: ZQuoteData,
  results_data: z.record(z.string(), z.unknown()).nullable(),
});
export type TSavedQuote = z.infer<typeof ZSavedQuote>;
export const ZLoadQuoteResponse = ZSuccessResponse.extend({ data: ZSavedQuote });
export type TLoadQuoteResponse = z.infer<typeof ZLoadQuoteResponse>;

/**
 * POST /api/quotes/pdf answers the PDF itself (application/pdf, with X-Quote-Number). The PDF is
 * made from the estimator's current state, saved or not; `quote_id` (the caller's own) adds the
 * saved quote's reference to it.
 */
export const ZQuotePdfRequest = z.strictObject({
  quote_id: ZQuoteId.optional(),
  customer_data: ZPdfCustomer.default({}),
  quote_data: ZQuoteData,
});
export type TQuotePdfRequest = z.input<typeof ZQuotePdfRequest>;

/** POST /api/quotes/email: the same PDF, stored and e-mailed to the customer as an attachment. */
export const ZEmailQuoteRequest = z.strictObject({
  quote_id: ZQuoteId.optional(),
  customer_data: ZEmailCustomer,
  quote_data: ZQuoteData,
});
export type TEmailQuoteRequest = z.input<typeof ZEmailQuoteRequest>;

export const ZEmailQuoteResponse = ZSuccessResponse.extend({
  data: z.object({
    /** The number printed on the PDF (the last 6 digits of the time it was made). */
    quote_number: z.string(),
    to: z.string(),
    filename: z.string(),
    mail_id: z.string(),
  }),
});
export type TEmailQuoteResponse = z.infer<typeof ZEmailQuoteResponse>;
