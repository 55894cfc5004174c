import {
  heldByAnotherQuote,
  MAX_REMNANT_RATE_CENTS_PER_SQFT,
  remnantOfferedTo,
  type QuoteOfEstimate,
} from '@stonetool/domain/estimate/remnants-first';
import type { RemnantStock } from '@stonetool/domain/estimate/types';
import { DEFAULT_OFFCUT_MIN_LENGTH, DEFAULT_OFFCUT_MIN_WIDTH } from '@stonetool/domain/remnants/offcuts';
import { isSixteenths, MAX_REMNANT_INCHES } from '@stonetool/domain/remnants/remnant-size';
import { z } from 'zod';
import { MAX_TEXT_LENGTH, ZSuccessResponse } from './common';

/**
 * A fabricator's remnants (issue 25): POST, GET and DELETE /api/remnants, the caller's own business
 * only. Calls of ours, not the spec's; sizes are inches, width along x as the optimiser reads them.
 */

/** The longest note a remnant keeps (where it came from, a chip on one corner). */
export const MAX_REMNANT_NOTE_LENGTH = 1000;

const required = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(MAX_TEXT_LENGTH, `${field} is at most ${MAX_TEXT_LENGTH} characters`);

const optional = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} is at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const ZRemnantInches = (field: 'Width' | 'Height') =>
  z
    .number({ error: `${field} must be a number of inches` })
    .gt(0, `${field} must be above 0 in`)
    .max(MAX_REMNANT_INCHES, `${field} is at most ${MAX_REMNANT_INCHES} in`)
    .refine(isSixteenths, `${field} is measured to a sixteenth of an inch at most`);

/** POST /api/remnants: one remnant of one stone. Keys the call does not know are refused. */
export const ZCreateRemnantRequest = z.strictObject({
  brand: required('Brand'),
  type: required('Stone type'),
  color: required('Colour'),
  thickness: required('Thickness'),
  finish: optional('Finish', MAX_TEXT_LENGTH),
  width: ZRemnantInches('Width'),
  height: ZRemnantInches('Height'),
  location: optional('Location', MAX_TEXT_LENGTH),
  note: optional('Note', MAX_REMNANT_NOTE_LENGTH),
});
export type TCreateRemnantRequest = z.input<typeof ZCreateRemnantRequest>;

export const ZRemnant = z.object({
  id: z.string(),
  brand: z.string(),
  type: z.string(),
  color: z.string(),
  thickness: z.string(),
  finish: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  location: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  /** The accepted quote that reserved the remnant (decision 118), or null while it is free. */
  reserved_for: z.object({ quote_id: z.string(), quote_number: z.string() }).nullable(),
  /**
   * The quote whose Keep Offcuts used the remnant up (decision 128), or null while it is on the rack:
   * kept as the record of that job's layout, offered to no other estimate.
   */
  cut_for: z.object({ quote_id: z.string(), quote_number: z.string() }).nullable(),
  /** The quote whose Keep Offcuts kept it (decision 123), or null when entered by hand. */
  source_quote_id: z.string().nullable(),
  /** The remnant it is left of, when the source quote was cut from a remnant (decision 128). */
  source_remnant_id: z.string().nullable(),
});
export type TRemnant = z.infer<typeof ZRemnant>;

/**
 * The business's remnants as the estimate of `quote` takes them (decision 123): one reserved by
 * another accepted quote is marked held by it, so it is named and never placed. One cut for
 * another job, and the job's own offcuts, are left out (decision 128).
 */
export function remnantStockFor(
  remnants: readonly TRemnant[],
  quote: QuoteOfEstimate | null,
): RemnantStock[] {
  const offered = remnants.filter((remnant) =>
    remnantOfferedTo(
      { sourceQuoteId: remnant.source_quote_id, cutForQuoteId: remnant.cut_for?.quote_id ?? null },
      quote,
    ),
  );
  return offered.map((remnant) => ({
    ...remnant,
    heldBy: heldByAnotherQuote(
      remnant.reserved_for && {
        quoteId: remnant.reserved_for.quote_id,
        quoteNumber: remnant.reserved_for.quote_number,
      },
      quote,
    ),
  }));
}

export const ZCreateRemnantResponse = ZSuccessResponse.extend({ data: ZRemnant });
export type TCreateRemnantResponse = z.infer<typeof ZCreateRemnantResponse>;

/** GET /api/remnants: the business's remnants, newest first. */
export const ZListRemnantsResponse = ZSuccessResponse.extend({ data: z.array(ZRemnant) });
export type TListRemnantsResponse = z.infer<typeof ZListRemnantsResponse>;

/** DELETE /api/remnants/{id}: an id that is not one of the business's remnants is not found. */
export const ZRemnantIdParams = z.strictObject({ id: z.uuid('Remnant not found') });
/**
 * A remnant an accepted quote reserved is deleted only with `release_reservation=true`, the
 * caller's confirmation that the quote no longer counts on it (decision 123); else 409.
 */
export const ZDeleteRemnantQuery = z.strictObject({
  release_reservation: z.literal('true', { error: 'release_reservation is true, or left out' }).optional(),
});

export const ZDeleteRemnantResponse = ZSuccessResponse.extend({ data: z.object({ id: z.string() }) });
export type TDeleteRemnantResponse = z.infer<typeof ZDeleteRemnantResponse>;

/**
 * What material on a remnant costs the customer (decision 118): GET and PUT /api/remnants/rate, in
 * cents per square foot of the pieces cut from remnants; 0 (the slab was already paid) until set.
 */
export const ZRemnantRate = z.object({
  rate_cents_per_sqft: z.number().int(),
  /** True while the business has not set its own rate. */
  is_default: z.boolean(),
});
export type TRemnantRate = z.infer<typeof ZRemnantRate>;

export const ZRemnantRateResponse = ZSuccessResponse.extend({ data: ZRemnantRate });
export type TRemnantRateResponse = z.infer<typeof ZRemnantRateResponse>;

export const ZSaveRemnantRateRequest = z.strictObject({
  rate_cents_per_sqft: z
    .number({ error: 'Remnant rate must be a number of cents' })
    .int('Remnant rate is whole cents')
    .min(0, 'Remnant rate cannot be negative')
    .max(MAX_REMNANT_RATE_CENTS_PER_SQFT, 'Remnant rate is at most $500.00 per sq ft'),
});
export type TSaveRemnantRateRequest = z.input<typeof ZSaveRemnantRateRequest>;

const ZOffcutInches = (field: 'Minimum length' | 'Minimum width', fallback: number) =>
  z
    .number({ error: `${field} must be a number of inches` })
    .gt(0, `${field} must be above 0 in`)
    .max(MAX_REMNANT_INCHES, `${field} is at most ${MAX_REMNANT_INCHES} in`)
    .refine(isSixteenths, `${field} is measured to a sixteenth of an inch at most`)
    .default(fallback);

/**
 * POST /api/quotes/{id}/keep-offcuts (decision 123): keeps as remnants the leftover rectangles of
 * the saved quote's slabs at least `min_length` by `min_width` inches, either way round (default
 * 24 × 12). The server lays the stored quote out again; it takes no rectangle from the caller.
 */
export const ZKeepOffcutsRequest = z
  .strictObject({
    min_length: ZOffcutInches('Minimum length', DEFAULT_OFFCUT_MIN_LENGTH),
    min_width: ZOffcutInches('Minimum width', DEFAULT_OFFCUT_MIN_WIDTH),
  })
  .refine((body) => body.min_width <= body.min_length, {
    message: 'Minimum width is the shorter side: at most the minimum length',
    path: ['min_width'],
  });
export type TKeepOffcutsRequest = z.input<typeof ZKeepOffcutsRequest>;

export const ZKeptOffcuts = z.object({
  quote_id: z.string(),
  quote_number: z.string(),
  /** When the quote's offcuts were kept: now, or the first call's time when `already_kept`. */
  kept_at: z.string(),
  /** True when an earlier call kept them: nothing was added, the remnants are those still kept. */
  already_kept: z.boolean(),
  min_length: z.number(),
  min_width: z.number(),
  /**
   * The remnants kept from the quote's slabs and from what was left of the remnants it used (those
   * not deleted since), largest first.
   */
  remnants: z.array(ZRemnant),
  /** The remnants the quote was cut from, now used up by it (decision 128), largest first. */
  cut_remnants: z.array(ZRemnant),
});
export type TKeptOffcuts = z.infer<typeof ZKeptOffcuts>;
export const ZKeepOffcutsResponse = ZSuccessResponse.extend({ data: ZKeptOffcuts });
export type TKeepOffcutsResponse = z.infer<typeof ZKeepOffcutsResponse>;
