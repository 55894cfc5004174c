import { z } from 'zod';
import { ZShowroomId } from './common';

/**
 * A catalog stone as spec 01 section 3 describes it, with the earlier product's capitalised
 * field names. Money fields are dollars (numbers with two decimals) at this edge; null means
 * 'Price on request'. Cost fields are present only for principals allowed to see them.
 */
export const ZStone = z.object({
  id: z.string(),
  stone_id: z.string(),
  Brand: z.string(),
  Type: z.string(),
  Color: z.string(),
  Finish: z.string(),
  Thickness: z.string(),
  'Slab Width': z.number(),
  'Slab Height': z.number(),
  'Slab Cost': z.number().nullable().optional(),
  'Fab Cost': z.number().nullable(),
  'Mark Up': z.number(),
  /** What the showroom's client pays per slab (spec 03 section 9), before special prices and discounts. */
  client_price: z.number().nullable(),
  /**
   * The special price per slab where a special pricing rule of the caller's showroom covers the
   * stone now (spec 03 section 3), as checkout will charge it; `client_price` stays the regular
   * price. Absent without such a rule.
   */
  special_pricing: z
    .object({
      special_price: z.number(),
      discount_percent: z.number(),
      /** When the promotion ends (ISO 8601). */
      valid_until: z.string(),
    })
    .optional(),
  /** What the caller's showroom pays the platform per slab; only with canSeeShowroomCosts. */
  showroom_price: z.number().nullable().optional(),
  /** The same wholesale price, under its spec 01 name; only with canSeeWholesaleCosts. */
  wholesale_price_to_showroom: z.number().nullable().optional(),
  /** The stone's MSRP; the displayed one (wholesale × 1.5) only for principals who may see a cost. */
  msrp: z.number().nullable().optional(),
  image_url: z.string(),
  /**
   * Whether a photo is stored for the stone. Without one the web shows its placeholder at once
   * rather than trying every guessed address (12 failed requests per stone per page view); when
   * absent the addresses are tried.
   */
  has_image: z.boolean().optional(),
  is_available: z.boolean(),
  material_type: z.string().optional(),
  country_of_origin: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  inventory: z.number().int().nullable().optional(),
});
export type TStone = z.infer<typeof ZStone>;

/**
 * The keys of a stone as GET /api/stones gives it, which a client echoes back inside a cart line or
 * a comparison (spec 01 section 3), and `available`, which a loaded cart's stone adds.
 */
export const STONE_ECHO_KEYS = [...ZStone.keyof().options, 'available' as const];

/**
 * `showroom_id` is the platform admin's only: the catalog priced for that showroom (admin Catalog
 * tab). Everyone else gets their own showroom's catalog, and is refused when naming one.
 */
export const ZStonesQuery = z.strictObject({
  mode: z.enum(['material', 'expert']).optional(),
  showroom_id: ZShowroomId.optional(),
});
export const ZStonesResponse = z.array(ZStone);
