import { isCalendarDate, JOB_STEPS } from '@stonetool/domain/jobs/job-progress';
import { z } from 'zod';
import { ZSuccessResponse } from './common';
import { ZCutoutType } from './cutout-prices';

/**
 * The client's side of an Expert Mode quote (issue 25): the fabricator shares a saved quote by
 * link, and the client reviews it without signing in, then accepts it with a typed-name
 * signature or asks for changes. The public view carries what the client may read and nothing
 * else: no cost, mark-up, supplier price or internal note. Money is integer cents, as everywhere
 * outside the spec's own quote calls.
 */

/** open: no answer yet; accepted: signed by the client (the quote is locked); changes_requested. */
export const ZQuoteReviewState = z.enum(['open', 'accepted', 'changes_requested']);
export type TQuoteReviewState = z.infer<typeof ZQuoteReviewState>;

/** The client's answer as the fabricator reads it: Load Quote's badges and the Quotes CSV. */
export const QUOTE_REVIEW_STATE_LABELS: Record<TQuoteReviewState, string> = {
  open: 'Open',
  accepted: 'Accepted',
  changes_requested: 'Changes requested',
};

export const QUOTE_LINK_NOT_FOUND =
  'This quote link does not exist. Please check the address in your e-mail, or ask your fabricator for a new link.';
export const QUOTE_LINK_REVOKED =
  'This quote link has been withdrawn by your fabricator. Please contact them for a current link.';
export const QUOTE_LINK_EXPIRED =
  'This quote has expired. Please contact your fabricator for an updated quote.';
export const QUOTE_ALREADY_ACCEPTED = 'This quote has already been accepted.';
export const QUOTE_CHANGED_SINCE_OPENED =
  'The quote has changed since you opened it. Please reload the page and review it again.';
export const QUOTE_ACCEPTED_LOCKED =
  'This quote was accepted by the client and is locked. Save your changes as a new quote to make a revision.';
export const REVISION_NEEDS_ACCEPTED =
  'revision_of: only a quote the client accepted is saved as a revision; save over this quote instead (send quote_id).';
export const REVISION_WITH_QUOTE_ID =
  'revision_of: send quote_id to save over a quote, or revision_of to revise an accepted one, not both.';
export const QUOTE_SUPERSEDED_DEPOSIT =
  'This quote was replaced by a revised quote. Please pay the deposit from the link to the revised quote.';
export const QUOTE_SHARE_EXPIRED =
  'This quote has expired. Save it again to renew its validity, then share it.';
export const SIGNATURE_REQUIRED = 'Please type your full name to sign';
export const TERMS_REQUIRED = 'Please accept the terms to accept the quote';
export const CHANGES_NOTE_REQUIRED = 'Please describe the changes you would like';

/** POST /api/quotes/:id/share. `email_client`: also e-mail the link with the quote PDF to the customer. */
export const ZShareQuoteRequest = z
  .strictObject({ email_client: z.boolean().default(false) })
  .default({ email_client: false });
export type TShareQuoteRequest = z.input<typeof ZShareQuoteRequest>;

export const ZShareQuoteResponse = ZSuccessResponse.extend({
  data: z.object({
    url: z.string(),
    token: z.string(),
    /** The quote's validity: the link stops working with it. */
    expires_at: z.string(),
    /** The outbox mail to the customer, when `email_client` was set. */
    mail_id: z.string().nullable(),
  }),
});
export type TShareQuoteResponse = z.infer<typeof ZShareQuoteResponse>;

/** DELETE /api/quotes/:id/share: every live link of the quote stops working. */
export const ZRevokeQuoteShareResponse = ZSuccessResponse.extend({
  data: z.object({ revoked: z.number().int() }),
});
export type TRevokeQuoteShareResponse = z.infer<typeof ZRevokeQuoteShareResponse>;

/** The token of a quote link: base64url, as the share call made it. */
export const ZQuoteLinkParams = z.strictObject({
  token: z
    .string()
    .min(1, QUOTE_LINK_NOT_FOUND)
    .max(200, QUOTE_LINK_NOT_FOUND)
    .regex(/^[A-Za-z0-9_-]+$/, QUOTE_LINK_NOT_FOUND),
});

/** A cutout on a slab as the client's page draws it (slab inches, turned with its piece). */
export const ZPublicPlacedCutout = z.object({
  type: ZCutoutType,
  name: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  depth: z.number(),
  acrossSeam: z.boolean(),
});

/**
 * A piece on a slab as the client's page draws it: an L's or U's `outline` as placed, `seam` on
 * a part of a piece split at seams (with the lines where it meets the other parts), its cutouts.
 */
export const ZPublicSlabPiece = z.object({
  productIndex: z.number().int().min(0),
  pieceIndex: z.number().int().min(0),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  depth: z.number(),
  rotated: z.boolean(),
  outline: z.array(z.tuple([z.number(), z.number()])).optional(),
  seam: z
    .object({
      part: z.number().int(),
      of: z.number().int(),
      along: z.enum(['x', 'y']),
      lines: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
    })
    .optional(),
  cutouts: z.array(ZPublicPlacedCutout).optional(),
});

export const ZPublicLayout = z.object({
  title: z.string(),
  slab_width: z.number(),
  slab_height: z.number(),
  slabs: z.array(
    z.object({ index: z.number().int(), efficiency: z.number(), pieces: z.array(ZPublicSlabPiece) }),
  ),
});

/**
 * A remnant the quote's pieces are cut from, as the client reads it: its short id, the stone, its
 * size and the pieces on it (remnant inches). Never where it is racked, its note or its rate.
 */
export const ZPublicRemnant = z.object({
  name: z.string(),
  stone: z.string(),
  width: z.number(),
  height: z.number(),
  /** Percent of the remnant the pieces cover, as a slab's. */
  efficiency: z.number(),
  pieces: z.array(ZPublicSlabPiece),
});

export const ZPublicQuoteLine = z.object({
  number: z.number().int(),
  name: z.string(),
  /** Brand, type and colour; null when the line could not be priced. */
  stone: z.string().nullable(),
  finish: z.string().nullable(),
  thickness: z.string().nullable(),
  edge_detail: z.string().nullable(),
  quantity: z.number().int(),
  width_in: z.number().nullable(),
  depth_in: z.number().nullable(),
  area_sqft: z.number().nullable(),
  slabs: z.number().int().nullable(),
  /** "Piece 1 (130 × 30) has 1 seam at 65 in from the left end: …" when the piece is split at seams. */
  seam_notice: z.string().nullable(),
  /**
   * Which of its pieces are cut from which remnant, "priced at the remnant rate" (never the rate
   * itself); null when none is (decision 126).
   */
  remnant_notice: z.string().nullable(),
  /** Null: 'Price on request', or the line could not be priced (`problem` says why). */
  price_cents: z.number().int().nullable(),
  problem: z.string().nullable(),
});

/** The quote as the client accepts it: its SHA-256 (`version_hash`) is stored with an acceptance. */
export const ZPublicQuoteVersion = z.object({
  quote_number: z.string(),
  name: z.string().nullable(),
  customer_name: z.string().nullable(),
  issued_at: z.string(),
  valid_until: z.string(),
  lines: z.array(ZPublicQuoteLine),
  totals: z.object({
    total_slabs: z.number().int(),
    material_price_cents: z.number().int(),
    fabrication_price_cents: z.number().int().nullable(),
    installation_price_cents: z.number().int().nullable(),
    total_price_cents: z.number().int(),
  }),
  layouts: z.array(ZPublicLayout),
  /** The remnants "Use remnants first" cut pieces from; empty when none (part of what is signed). */
  remnants: z.array(ZPublicRemnant),
});
export type TPublicQuoteVersion = z.infer<typeof ZPublicQuoteVersion>;

export const DEPOSIT_PERCENT_MESSAGE = 'Deposit percent must be a whole number from 0 to 100';
export const DEPOSIT_NOT_ASKED = 'This quote asks no deposit by card.';
export const DEPOSIT_NEEDS_ACCEPTANCE = 'Please accept the quote before paying its deposit.';
export const DEPOSIT_ALREADY_PAID = 'The deposit on this quote has already been paid. Thank you!';
export const CARD_PAYMENTS_UNAVAILABLE =
  'Card payments are not available at the moment. Please contact your fabricator to pay the deposit.';

/** due: asked on acceptance and not yet paid; paid: Stripe reported the payment. */
export const ZQuoteDepositStatus = z.enum(['due', 'paid']);
export type TQuoteDepositStatus = z.infer<typeof ZQuoteDepositStatus>;

/**
 * The deposit asked when the client accepted: a whole percent of the total they signed, in
 * integer cents, fixed at acceptance.
 */
export const ZQuoteDeposit = z.object({
  percent: z.number().int(),
  amount_cents: z.number().int(),
  status: ZQuoteDepositStatus,
  paid_at: z.string().nullable(),
});
export type TQuoteDeposit = z.infer<typeof ZQuoteDeposit>;

export const QUOTE_NOT_ACCEPTED_YET =
  'This quote is not accepted yet: record the job’s progress once the client has accepted it.';
export const JOB_STEP_MESSAGE = 'step must be templated, fabricating or installed';
export const JOB_DATE_MESSAGE = 'date must be a day written YYYY-MM-DD, such as 2026-11-28';

/** A step of the job after acceptance (packages/domain/src/jobs/job-progress.ts). */
export const ZJobStep = z.enum(JOB_STEPS, { error: JOB_STEP_MESSAGE });
export type TJobStep = z.infer<typeof ZJobStep>;

/** A recorded step: its name as people read it and its day ('YYYY-MM-DD'). */
export const ZJobProgressEntry = z.object({ step: ZJobStep, label: z.string(), date: z.string() });
export type TJobProgressEntry = z.infer<typeof ZJobProgressEntry>;

export const ZPublicQuote = ZPublicQuoteVersion.extend({
  business: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    logo_url: z.string().nullable(),
    primary_color: z.string(),
    secondary_color: z.string(),
  }),
  version_hash: z.string(),
  review_state: ZQuoteReviewState,
  accepted: z.object({ signature_name: z.string(), accepted_at: z.string() }).nullable(),
  changes_requested_at: z.string().nullable(),
  /**
   * The card deposit: asked on acceptance when card payments are on and the business asks one;
   * before acceptance, what accepting would ask (`status` due); null when none is asked.
   */
  deposit: ZQuoteDeposit.nullable(),
  /**
   * Set when the fabricator saved a revision of this quote: its number and when. The page says the
   * quote was superseded; it links nothing, since the revision has links of its own.
   */
  superseded: z.object({ quote_number: z.string(), superseded_at: z.string() }).nullable(),
  /** The job's steps the fabricator recorded since acceptance, in order; empty until then. */
  progress: z.array(ZJobProgressEntry),
});
export type TPublicQuote = z.infer<typeof ZPublicQuote>;

/** GET /api/public/quotes/:token (no sign-in). Unknown: 404; revoked or expired: 410. */
export const ZPublicQuoteResponse = ZSuccessResponse.extend({ data: ZPublicQuote });
export type TPublicQuoteResponse = z.infer<typeof ZPublicQuoteResponse>;

/**
 * POST /api/public/quotes/:token/accept: a typed-name signature and the terms ticked. With
 * `version_hash` (the page sends the one it showed) a quote changed since is refused with 409.
 */
export const ZAcceptQuoteRequest = z.strictObject({
  signature_name: z
    .string({ error: SIGNATURE_REQUIRED })
    .trim()
    .min(2, SIGNATURE_REQUIRED)
    .max(200, 'Please keep your name under 200 characters'),
  accept_terms: z.literal(true, { error: TERMS_REQUIRED }),
  version_hash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type TAcceptQuoteRequest = z.input<typeof ZAcceptQuoteRequest>;

export const ZAcceptQuoteResponse = ZSuccessResponse.extend({
  data: z.object({
    review_state: z.literal('accepted'),
    signature_name: z.string(),
    accepted_at: z.string(),
    version_hash: z.string(),
    /** The deposit the acceptance asks (pay it through the deposit call), or null. */
    deposit: ZQuoteDeposit.nullable(),
  }),
});
export type TAcceptQuoteResponse = z.infer<typeof ZAcceptQuoteResponse>;

/** POST /api/public/quotes/:token/request-changes. */
export const ZRequestQuoteChangesRequest = z.strictObject({
  note: z
    .string({ error: CHANGES_NOTE_REQUIRED })
    .trim()
    .min(1, CHANGES_NOTE_REQUIRED)
    .max(4000, 'Please keep your note under 4000 characters'),
});
export type TRequestQuoteChangesRequest = z.input<typeof ZRequestQuoteChangesRequest>;

export const ZRequestQuoteChangesResponse = ZSuccessResponse.extend({
  data: z.object({ review_state: z.literal('changes_requested'), requested_at: z.string() }),
});
export type TRequestQuoteChangesResponse = z.infer<typeof ZRequestQuoteChangesResponse>;

/**
 * POST /api/public/quotes/:token/deposit (no body): a Stripe Checkout Session for the accepted
 * quote's deposit; the page sends the client to `checkout_url`. A new session each call, since a
 * session the client left expires.
 */
export const ZStartQuoteDepositResponse = ZSuccessResponse.extend({
  data: z.object({ checkout_url: z.string(), amount_cents: z.number().int() }),
});
export type TStartQuoteDepositResponse = z.infer<typeof ZStartQuoteDepositResponse>;

/** The business's deposit setting (issue 25): a whole percent of an accepted quote's total. */
export const ZDepositPercent = z
  .number({ error: DEPOSIT_PERCENT_MESSAGE })
  .int(DEPOSIT_PERCENT_MESSAGE)
  .min(0, DEPOSIT_PERCENT_MESSAGE)
  .max(100, DEPOSIT_PERCENT_MESSAGE);

export const ZQuoteDepositSettings = z.object({
  deposit_percent: z.number().int(),
  /** Whether the platform takes card payments now: without them no deposit is asked. */
  card_payments_active: z.boolean(),
});
export type TQuoteDepositSettings = z.infer<typeof ZQuoteDepositSettings>;

/** GET and PUT /api/quotes/deposit-settings. */
export const ZQuoteDepositSettingsResponse = ZSuccessResponse.extend({ data: ZQuoteDepositSettings });
export type TQuoteDepositSettingsResponse = z.infer<typeof ZQuoteDepositSettingsResponse>;

export const ZUpdateQuoteDepositSettingsRequest = z.strictObject({ deposit_percent: ZDepositPercent });
export type TUpdateQuoteDepositSettingsRequest = z.input<typeof ZUpdateQuoteDepositSettingsRequest>;

/** POST /api/webhooks/stripe: what the event did, for Stripe's delivery log. */
export const ZStripeWebhookResponse = z.object({
  received: z.literal(true),
  event_id: z.string(),
  /** deposit_paid, or ignored with the reason. */
  outcome: z.string(),
  /** The event was delivered before: nothing changed this time. */
  duplicate: z.boolean(),
});
export type TStripeWebhookResponse = z.infer<typeof ZStripeWebhookResponse>;

/**
 * POST /api/quotes/:id/progress: record the job's next step on a quote the client accepted.
 * `date` is the day it happened (the fabricator's own); without it, today.
 */
export const ZRecordJobProgressRequest = z.strictObject({
  step: ZJobStep,
  date: z.string({ error: JOB_DATE_MESSAGE }).refine(isCalendarDate, JOB_DATE_MESSAGE).optional(),
});
export type TRecordJobProgressRequest = z.input<typeof ZRecordJobProgressRequest>;

/**
 * The job's progress as the fabricator reads it (GET and POST /api/quotes/:id/progress): the
 * client's answer, the steps recorded in order, and the step that may come next (null when none
 * may: not accepted yet, or installed).
 */
export const ZJobProgress = z.object({
  review_state: ZQuoteReviewState,
  progress: z.array(ZJobProgressEntry),
  next_step: ZJobStep.nullable(),
});
export type TJobProgress = z.infer<typeof ZJobProgress>;

export const ZJobProgressResponse = ZSuccessResponse.extend({ data: ZJobProgress });
export type TJobProgressResponse = z.infer<typeof ZJobProgressResponse>;

/**
 * POST /api/quotes/:id/progress: the progress with the step just recorded, and the address the
 * client was e-mailed the step at, with a link to their page (null: the quote has no client
 * e-mail, and nobody was e-mailed).
 */
export const ZRecordedJobStep = ZJobProgress.extend({ client_emailed_to: z.string().nullable() });
export type TRecordedJobStep = z.infer<typeof ZRecordedJobStep>;

export const ZRecordJobProgressResponse = ZSuccessResponse.extend({ data: ZRecordedJobStep });
export type TRecordJobProgressResponse = z.infer<typeof ZRecordJobProgressResponse>;

/**
 * DELETE /api/quotes/:id/progress/:step (parameters `ZTakeBackJobStepParams`, beside the quote's
 * id in quotes.ts): the progress without the step taken back, and the address the client was e-mailed the
 * correction at (null: the quote has no client e-mail, and nobody was e-mailed).
 */
export const ZTakeBackJobStepResponse = ZSuccessResponse.extend({ data: ZRecordedJobStep });
export type TTakeBackJobStepResponse = z.infer<typeof ZTakeBackJobStepResponse>;
