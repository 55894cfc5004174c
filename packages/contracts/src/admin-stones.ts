import {
  checkStoneValues,
  STONE_DEFAULTS,
  STONE_FINISHES,
  STONE_IMPORT_COLUMNS,
  STONE_THICKNESSES,
  type StoneValues,
} from '@stonetool/domain/catalog/stone-fields';
import { dollarsToCents } from '@stonetool/domain/money';
import { z } from 'zod';
import { ZSuccessResponse } from './common';

/** The Stones tab's messages (spec 03 sections 5 and 8) and the server's own where the spec is silent. */
export const ADMIN_STONE_MESSAGES = {
  required: 'Please fill in all required fields',
  noCsvFile: 'Please select a CSV file',
  duplicate: 'A stone with this brand, type, color, thickness and finish is already in the catalog',
  notFound: 'Stone not found',
  csvTooLarge: 'The CSV file is too large. Maximum size is 5MB.',
  csvTooManyRows: 'The CSV file has too many rows. Maximum is 20,000 stones per file.',
  csvNoRows: 'The CSV file has no stones in it',
  imageInvalid: 'Invalid file format. Please use PNG, JPG or WebP.',
  imageTooLarge: 'File too large. Maximum size is 5MB.',
  noImage: 'Please select an image',
} as const;

/** Caps of the CSV import (spec 03 is silent): a 10,000-stone price list is about 1 MB. */
export const STONE_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const STONE_CSV_MAX_ROWS = 20_000;
/** Per-row errors sent back at most; the count says how many there were. */
export const STONE_CSV_MAX_REPORTED_ERRORS = 200;
export const STONE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Photos one CSV import fetches from their `Image URL`; later rows are named, not fetched. */
export const STONE_CSV_MAX_IMAGES = 50;

const requiredText = z
  .string({ error: ADMIN_STONE_MESSAGES.required })
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .refine((text) => text.length > 0, ADMIN_STONE_MESSAGES.required);

/**
 * A stone as the add and edit form sends it (spec 03 section 3, Stone (catalog, admin)): money
 * in dollars, slab sides in inches, mark_up a multiplier. Brand, type, color and slab cost are
 * required; the rest take the stone defaults. Bounds are the domain's checkStoneValues.
 */
const stoneFields = {
  brand: requiredText,
  type: requiredText,
  color: requiredText,
  thickness: z.enum(STONE_THICKNESSES).default(STONE_DEFAULTS.thickness),
  finish: z.enum(STONE_FINISHES).default(STONE_DEFAULTS.finish),
  slab_height: z.number().default(STONE_DEFAULTS.slabHeightIn),
  slab_width: z.number().default(STONE_DEFAULTS.slabWidthIn),
  slab_cost: z.number({ error: ADMIN_STONE_MESSAGES.required }),
  fab_cost: z.number().default(STONE_DEFAULTS.fabCostCents / 100),
  mark_up: z.number().default(STONE_DEFAULTS.markUp),
};

type StoneFieldsInput = z.infer<z.ZodObject<typeof stoneFields>>;

/** The form's fields as the domain's values (cents, inches). */
export function toStoneValues(fields: StoneFieldsInput): StoneValues {
  return {
    brand: fields.brand,
    type: fields.type,
    color: fields.color,
    thickness: fields.thickness,
    finish: fields.finish,
    slabHeightIn: fields.slab_height,
    slabWidthIn: fields.slab_width,
    slabCostCents: Number.isFinite(fields.slab_cost) ? dollarsToCents(fields.slab_cost) : Number.NaN,
    fabCostCents: Number.isFinite(fields.fab_cost) ? dollarsToCents(fields.fab_cost) : Number.NaN,
    markUp: fields.mark_up,
  };
}

function checkFields(fields: StoneFieldsInput, context: z.RefinementCtx): void {
  for (const error of checkStoneValues(toStoneValues(fields)))
    context.addIssue({ code: 'custom', message: `${error.column}: ${error.reason}` });
}

/** POST /api/admin/add-stone. */
export const ZAddStoneRequest = z.strictObject(stoneFields).superRefine(checkFields);
export type TAddStoneRequest = z.input<typeof ZAddStoneRequest>;

/** POST /api/admin/update-stone: the stone fields plus id. */
export const ZUpdateStoneRequest = z
  .strictObject({ id: z.uuid(ADMIN_STONE_MESSAGES.notFound), ...stoneFields })
  .superRefine(checkFields);
export type TUpdateStoneRequest = z.input<typeof ZUpdateStoneRequest>;

/** POST /api/admin/delete-stone. */
export const ZDeleteStoneRequest = z.strictObject({ id: z.uuid(ADMIN_STONE_MESSAGES.notFound) });
export type TDeleteStoneRequest = z.infer<typeof ZDeleteStoneRequest>;

/** A stone as the admin saved it (spec 03 section 3), money in dollars. */
export const ZAdminStone = z.object({
  id: z.string(),
  brand: z.string(),
  type: z.string(),
  color: z.string(),
  thickness: z.string(),
  finish: z.string(),
  slab_height: z.number(),
  slab_width: z.number(),
  slab_cost: z.number().nullable(),
  fab_cost: z.number(),
  mark_up: z.number(),
});
export type TAdminStone = z.infer<typeof ZAdminStone>;

export const ZSaveStoneResponse = ZSuccessResponse.extend({ stone: ZAdminStone });
export type TSaveStoneResponse = z.infer<typeof ZSaveStoneResponse>;

/**
 * POST /api/admin/delete-stone: `retired` is true when carts, quotes or orders name the stone, so
 * it left the catalog but its row was kept for them.
 */
export const ZDeleteStoneResponse = ZSuccessResponse.extend({ retired: z.boolean() });
export type TDeleteStoneResponse = z.infer<typeof ZDeleteStoneResponse>;

/** POST /api/admin/upload-stone-image (multipart `image` and `id`): the picture's public address. */
export const ZUploadStoneImageResponse = ZSuccessResponse.extend({ image_url: z.string() });
export type TUploadStoneImageResponse = z.infer<typeof ZUploadStoneImageResponse>;

export const ZStoneCsvColumn = z.enum([...STONE_IMPORT_COLUMNS, 'File']);

/** One broken cell of an import: the row as a spreadsheet numbers it (the header is row 1). */
export const ZStoneCsvRowError = z.object({
  row: z.number().int(),
  column: ZStoneCsvColumn,
  reason: z.string(),
});
export type TStoneCsvRowError = z.infer<typeof ZStoneCsvRowError>;

/** A row's photo that was not added, with its address and why; the row's stone was imported. */
export const ZStoneCsvPhotoRefusal = z.object({
  row: z.number().int(),
  url: z.string(),
  reason: z.string(),
});
export type TStoneCsvPhotoRefusal = z.infer<typeof ZStoneCsvPhotoRefusal>;

/**
 * POST /api/admin/upload-stones-csv (multipart `csvFile`): `imported` stones were added or
 * changed; `unchanged` were already in the catalog as the file has them. With an `Image URL`
 * column, `photos_added` photos were fetched and set; `photos_refused` names every other one.
 */
export const ZUploadStonesCsvResponse = ZSuccessResponse.extend({
  imported: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  photos_added: z.number().int(),
  photos_refused: z.array(ZStoneCsvPhotoRefusal),
});
export type TUploadStonesCsvResponse = z.infer<typeof ZUploadStonesCsvResponse>;

/** A refused import: nothing was applied; `errors` lists the first broken cells, `error_count` all. */
export const ZUploadStonesCsvErrorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
  errors: z.array(ZStoneCsvRowError),
  error_count: z.number().int(),
});
export type TUploadStonesCsvErrorResponse = z.infer<typeof ZUploadStonesCsvErrorResponse>;
