import { SHOWROOM_TYPES, TEAM_ROLES } from '@stonetool/domain/accounts';
import { MAX_QUANTITY, MIN_QUANTITY, QUANTITY_MESSAGE } from '@stonetool/domain/limits';
import { z } from 'zod';

/** Every failed call answers `{ success: false, error }` with the spec's message; `code` is for programs. */
export const ZErrorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZSuccessResponse = z.object({ success: z.literal(true) });
export type TSuccessResponse = z.infer<typeof ZSuccessResponse>;

/**
 * The longest a short text may be (a name, a brand, a search, a token or an id the client echoes):
 * not a rule of the spec, a bound so that no request carries an oversized text into a query or a row.
 */
export const MAX_TEXT_LENGTH = 200;

/** The most lines one request may carry (cart items, order lines, quote products), for the same reason. */
export const MAX_LINES = 200;

/** A percentage a pricing screen sends: at most two decimals. */
export const ZPercent = z.number().finite().multipleOf(0.01, 'Percentages have at most two decimals');

/** The brand a pricing row is for: required. */
export const ZBrandName = z.string().trim().min(1, 'Brand is required').max(MAX_TEXT_LENGTH);

/** A showroom the platform admin names in a request; an id that is no UUID names no showroom. */
export const ZShowroomId = z.uuid('Showroom not found');

/** The key of a showroom's pricing row for one brand, as the admin's pricing tabs read the row. */
export const brandRowKey = { id: z.string(), showroom_id: z.string(), brand: z.string() };

/**
 * The same key as the admin's save sends it: the whole row comes back, with the id as read; rows
 * are keyed by showroom and brand.
 */
export const brandRowSaveKey = {
  id: z.string().max(100).optional(),
  showroom_id: ZShowroomId,
  brand: ZBrandName,
};

export const ZEmail = z.string().trim().toLowerCase().email('Please enter a valid email address').max(254);

/** A count of slabs or pieces (spec 01 section 5): a whole number from 1 to 999. */
export const ZWholeQuantity = z
  .number()
  .int(QUANTITY_MESSAGE)
  .min(MIN_QUANTITY, QUANTITY_MESSAGE)
  .max(MAX_QUANTITY, QUANTITY_MESSAGE);

export const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are #rrggbb');

/** Account types of spec 03 section 1 (legacy values are shown as a current type). */
export const ZShowroomType = z.enum(SHOWROOM_TYPES);
export type TShowroomType = z.infer<typeof ZShowroomType>;

/** Team roles of spec 03 section 3; `owner` is the showroom owner's pseudo role. */
export const ZTeamRole = z.enum(TEAM_ROLES);
export type TTeamRole = z.infer<typeof ZTeamRole>;

/**
 * A nested request object that echoes what the client holds (a cart line's stone, a consultation
 * session): strict like every request object, so a key nobody named is refused with its name,
 * while the keys the spec's client holds there (`echoed`) pass unread. The server reads only
 * `shape` (docs/decisions/089-strict-request-objects-nested-echoes-included.md).
 */
export function echoedObject<Shape extends z.ZodRawShape, const Key extends string>(
  shape: Shape,
  echoed: readonly Key[],
) {
  const unread: Record<string, z.ZodOptional<z.ZodUnknown>> = {};
  for (const key of echoed) if (!(key in shape)) unread[key] = z.unknown().optional();
  return z.strictObject({
    ...(unread as { [K in Exclude<Key, keyof Shape>]: z.ZodOptional<z.ZodUnknown> }),
    ...shape,
  });
}
