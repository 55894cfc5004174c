import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, cents, id, inches, nonNegative, timestamps } from './columns';

/** Default mark-up multiplier of a new stone (spec 03 section 9, stone defaults). */
export const defaultStoneMarkUp = 1.2;

/**
 * The platform's master stone catalog: one row per sellable variant (brand, type, color,
 * thickness, finish, slab size). Prices are the platform's costs; what a showroom and its client
 * pay is derived from them by the pricing tables. `type` and the other labels are stored as
 * shown ('Quartz', '3cm', 'Polished'), since the CSV import and the screens use those words.
 */
export const stones = pgTable(
  'stones',
  {
    id: id(),
    brand: text('brand').notNull(),
    type: text('type').notNull(),
    color: text('color').notNull(),
    finish: text('finish').notNull().default('Polished'),
    thickness: text('thickness').notNull().default('3cm'),
    slabWidthIn: inches('slab_width_in').notNull().default(126),
    slabHeightIn: inches('slab_height_in').notNull().default(63),
    /** Null or 0 means 'Price on request'. */
    slabCostCents: cents('slab_cost_cents'),
    /** The stone's own fabrication cost per square foot (Expert Mode's Fab Cost). */
    fabCostCents: cents('fab_cost_cents').notNull().default(0),
    markUp: numeric('mark_up', { precision: 6, scale: 3, mode: 'number' })
      .notNull()
      .default(defaultStoneMarkUp),
    msrpCents: cents('msrp_cents'),
    isAvailable: boolean('is_available').notNull().default(true),
    materialType: text('material_type'),
    countryOfOrigin: text('country_of_origin'),
    description: text('description'),
    /** Slabs in stock; null when not tracked. */
    inventory: integer('inventory'),
    /**
     * Set when the admin deletes a stone that carts, quotes or orders name: it leaves the catalog
     * but its row stays, so those lines keep pointing at it.
     */
    retiredAt: at('retired_at'),
    ...timestamps(),
  },
  (t) => [
    check('stones_slab_cost_check', nonNegative(t.slabCostCents)),
    check('stones_fab_cost_check', nonNegative(t.fabCostCents)),
    check('stones_msrp_check', nonNegative(t.msrpCents)),
    check('stones_slab_size_check', nonNegative(t.slabWidthIn)),
    index('stones_brand_idx').on(t.brand),
    index('stones_type_idx').on(t.type),
    index('stones_brand_color_idx').on(t.brand, t.color),
    // The CSV import's key (brand, type, color, thickness, finish), among stones in the catalog.
    uniqueIndex('stones_variant_unique')
      .on(t.brand, t.type, t.color, t.thickness, t.finish)
      .where(sql`${t.retiredAt} is null`),
  ],
);

/**
 * The picture of a stone in file storage. Variants of one brand and colour share a picture, as
 * the spec's public path is brand plus colour with spaces removed (`stone-images/<key>.webp`).
 */
export const stoneImages = pgTable(
  'stone_images',
  {
    id: id(),
    stoneId: uuid('stone_id')
      .notNull()
      .references(() => stones.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('stone_images_stone_idx').on(t.stoneId), index('stone_images_key_idx').on(t.storageKey)],
);

export type StoneRow = typeof stones.$inferSelect;
export type NewStoneRow = typeof stones.$inferInsert;
export type StoneImageRow = typeof stoneImages.$inferSelect;

/**
 * The stone as it was when a cart line or an order line was written: later catalog edits or a
 * deleted stone must not change what a customer was quoted or sold.
 */
export const stoneSnapshotColumns = () => ({
  stoneId: uuid('stone_id').references(() => stones.id, { onDelete: 'set null' }),
  brand: text('brand').notNull(),
  type: text('type').notNull(),
  color: text('color').notNull(),
  thickness: text('thickness').notNull(),
  finish: text('finish').notNull(),
  slabWidthIn: inches('slab_width_in').notNull(),
  slabHeightIn: inches('slab_height_in').notNull(),
});

/** The stone fields a line copies into its stoneSnapshotColumns. */
export type SnapshotStone = Pick<
  StoneRow,
  'id' | 'brand' | 'type' | 'color' | 'thickness' | 'finish' | 'slabWidthIn' | 'slabHeightIn'
>;

/** The values of a line's stoneSnapshotColumns, taken from the stone as it is now. */
export function stoneSnapshot(stone: SnapshotStone) {
  return {
    stoneId: stone.id,
    brand: stone.brand,
    type: stone.type,
    color: stone.color,
    thickness: stone.thickness,
    finish: stone.finish,
    slabWidthIn: stone.slabWidthIn,
    slabHeightIn: stone.slabHeightIn,
  };
}
