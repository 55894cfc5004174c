import { countLabel } from '../count-label';
import { formatWholeUsd } from '../money';

/** Spec 03 section 3: the kinds of opportunity the Insights tab lists. */
export const OPPORTUNITY_TYPES = ['expiring_quote', 'high_intent', 'stalled_consultation'] as const;
export type OpportunityType = (typeof OPPORTUNITY_TYPES)[number];
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Spec 03 section 9: the showroom sees its top 5 opportunities. */
export const SHOWROOM_OPPORTUNITY_LIMIT = 5;
/** A saved quote is valid for 30 days (spec 01 and the quote's valid_until). */
export const QUOTE_VALIDITY_DAYS = 30;
/** An open quote with this many days or fewer left before it expires is "expiring". */
export const EXPIRING_WITHIN_DAYS = 7;
/** Quotes plus consultations a customer without an order needs to count as high intent. */
export const HIGH_INTENT_MIN_TOUCHES = 3;
/** A consultation with a customer, no quote and no order is stalled after 7 days, until 30. */
export const STALLED_AFTER_DAYS = 7;
export const STALLED_UNTIL_DAYS = 30;

export interface OpportunityCustomer {
  name: string;
  email: string | null;
  phone: string | null;
}

export interface Opportunity {
  id: string;
  type: OpportunityType;
  priority: Priority;
  title: string;
  message: string;
  suggestedAction: string;
  customer: OpportunityCustomer;
  /** Whole cents the opportunity could bring. */
  potentialValueCents: number;
  daysInPipeline: number;
  quoteNumber: string | null;
}

/** Bounds on one whole-number fact of an opportunity, both inclusive. */
export interface FactBound {
  min?: number;
  max?: number;
}

/**
 * How a kind of opportunity gets its priority, as data rather than code so that the server's SQL
 * ranks by the very same rule (apps/server/src/modules/analytics/figures/opportunity-rank-sql.ts):
 * the first tier any of whose `when` clauses holds (a clause holds when all its bounds do), else
 * `otherwise`.
 */
export interface PriorityRule<Fact extends string> {
  tiers: { priority: Priority; when: Partial<Record<Fact, FactBound>>[] }[];
  otherwise: Priority;
}

/** The priority a rule gives these facts. */
export function priorityOf<Fact extends string>(
  rule: PriorityRule<Fact>,
  facts: Record<Fact, number>,
): Priority {
  const holds = (clause: Partial<Record<Fact, FactBound>>) =>
    (Object.entries(clause) as [Fact, FactBound][]).every(
      ([fact, bound]) =>
        (bound.min === undefined || facts[fact] >= bound.min) &&
        (bound.max === undefined || facts[fact] <= bound.max),
    );
  return rule.tiers.find((tier) => tier.when.some(holds))?.priority ?? rule.otherwise;
}

/** An expiring quote: high with 2 days or less left, medium up to 5, low after. */
export const EXPIRING_QUOTE_PRIORITY: PriorityRule<'daysLeft'> = {
  tiers: [
    { priority: 'high', when: [{ daysLeft: { max: 2 } }] },
    { priority: 'medium', when: [{ daysLeft: { max: 5 } }] },
  ],
  otherwise: 'low',
};

export interface ExpiringQuote {
  quoteId: string;
  quoteNumber: string;
  customer: OpportunityCustomer;
  totalCents: number;
  daysLeft: number;
  daysInPipeline: number;
  /** The client asked for changes through the quote link (issue 25); absent or false: no answer yet. */
  changesRequested?: boolean;
}

/**
 * An open quote close to its 30-day validity with no order: high with 2 days or less left, medium
 * up to 5. One whose client asked for changes says so, and that a revision is what they wait for.
 */
export function expiringQuoteOpportunity(quote: ExpiringQuote): Opportunity {
  const priority = priorityOf(EXPIRING_QUOTE_PRIORITY, quote);
  const when = quote.daysLeft <= 0 ? 'today' : `in ${countLabel(quote.daysLeft, 'day')}`;
  const total = formatWholeUsd(quote.totalCents);
  return {
    id: `expiring_quote:${quote.quoteId}`,
    type: 'expiring_quote',
    priority,
    ...(quote.changesRequested
      ? {
          title: `Quote ${quote.quoteNumber} expires ${when}: changes requested`,
          message: `${quote.customer.name} asked for changes to their quote for ${total} and has no revised quote yet; it expires ${when}.`,
          suggestedAction: 'Revise the quote and share the revision with the client',
        }
      : {
          title: `Quote ${quote.quoteNumber} expires ${when}`,
          message: `${quote.customer.name}'s quote for ${total} has no order yet and expires ${when}.`,
          suggestedAction: 'Call to close the sale or extend the quote',
        }),
    customer: quote.customer,
    potentialValueCents: quote.totalCents,
    daysInPipeline: quote.daysInPipeline,
    quoteNumber: quote.quoteNumber,
  };
}

/** High-intent value beyond which a customer is a high priority whatever the touch count. */
export const HIGH_INTENT_HIGH_VALUE_CENTS = 1_000_000;

/** A high-intent customer: high with 5 touches or a $10,000 quote, medium with 4, low with 3. */
export const HIGH_INTENT_PRIORITY: PriorityRule<'touches' | 'largestQuoteCents'> = {
  tiers: [
    {
      priority: 'high',
      when: [{ touches: { min: 5 } }, { largestQuoteCents: { min: HIGH_INTENT_HIGH_VALUE_CENTS } }],
    },
    { priority: 'medium', when: [{ touches: { min: 4 } }] },
  ],
  otherwise: 'low',
};

export interface HighIntentCustomer {
  customerId: string;
  customer: OpportunityCustomer;
  quotes: number;
  consultations: number;
  /** The largest quote the customer holds, in cents (0 without a quote). */
  largestQuoteCents: number;
  latestQuoteNumber: string | null;
  daysInPipeline: number;
}

/**
 * A prospect is "ready to buy" only while their interest is fresh: every quote and consultation
 * within one quote's validity (30 days). Touches spread over longer are a prospect still deciding.
 */
export function isReadyToBuy(customer: Pick<HighIntentCustomer, 'daysInPipeline'>): boolean {
  return customer.daysInPipeline <= QUOTE_VALIDITY_DAYS;
}

/**
 * A customer with several quotes or consultations (3 or more together) and no order: high with 5
 * touches or a quote of $10,000 or more, medium with 4, low with 3. The title says "ready to buy"
 * only when isReadyToBuy; otherwise it says how long they have been deciding.
 */
export function highIntentOpportunity(customer: HighIntentCustomer): Opportunity {
  const priority = priorityOf(HIGH_INTENT_PRIORITY, {
    touches: customer.quotes + customer.consultations,
    largestQuoteCents: customer.largestQuoteCents,
  });
  return {
    id: `high_intent:${customer.customerId}`,
    type: 'high_intent',
    priority,
    title: isReadyToBuy(customer)
      ? `${customer.customer.name} is ready to buy`
      : `${customer.customer.name} is still deciding after ${countLabel(customer.daysInPipeline, 'day')}`,
    message: `${countLabel(customer.quotes, 'quote')} and ${countLabel(customer.consultations, 'consultation')} in ${countLabel(customer.daysInPipeline, 'day')}, no order yet.`,
    suggestedAction: isReadyToBuy(customer)
      ? 'Offer a follow-up visit with the stones they quoted'
      : 'Ask what is holding them back, and refresh their quote',
    customer: customer.customer,
    potentialValueCents: customer.largestQuoteCents,
    daysInPipeline: customer.daysInPipeline,
    quoteNumber: customer.latestQuoteNumber,
  };
}

export interface StalledConsultation {
  consultationId: string;
  customer: OpportunityCustomer;
  stonesCompared: number;
  daysInPipeline: number;
  /** What a sale typically brings here: the showroom's average order value, in cents. */
  typicalOrderCents: number;
}

/** Stones compared in a consultation that make it a comparison. */
export const STALLED_COMPARED_STONES = 2;
/** A stalled consultation is recent up to this many days after the visit. */
export const STALLED_RECENT_DAYS = 14;

/**
 * A stalled consultation: high when stones were compared and it is recent, low when neither,
 * medium otherwise (days and stones are whole numbers).
 */
export const STALLED_CONSULTATION_PRIORITY: PriorityRule<'stonesCompared' | 'daysInPipeline'> = {
  tiers: [
    {
      priority: 'high',
      when: [
        { stonesCompared: { min: STALLED_COMPARED_STONES }, daysInPipeline: { max: STALLED_RECENT_DAYS } },
      ],
    },
    {
      priority: 'low',
      when: [
        {
          stonesCompared: { max: STALLED_COMPARED_STONES - 1 },
          daysInPipeline: { min: STALLED_RECENT_DAYS + 1 },
        },
      ],
    },
  ],
  otherwise: 'medium',
};

/**
 * A consultation with a customer that led to neither a quote nor an order after 7 to 30 days:
 * high when stones were compared within the last two weeks, low when nothing was compared after
 * two weeks, medium otherwise. Its potential value is the showroom's average order value.
 */
export function stalledConsultationOpportunity(consultation: StalledConsultation): Opportunity {
  const compared = consultation.stonesCompared >= STALLED_COMPARED_STONES;
  const priority = priorityOf(STALLED_CONSULTATION_PRIORITY, consultation);
  return {
    id: `stalled_consultation:${consultation.consultationId}`,
    type: 'stalled_consultation',
    priority,
    title: `Consultation with ${consultation.customer.name} has stalled`,
    message: `${countLabel(consultation.daysInPipeline, 'day')} since the visit${compared ? `, ${consultation.stonesCompared} stones compared` : ''}, with no quote or order.`,
    suggestedAction: 'Send a quote for the stones they looked at',
    customer: consultation.customer,
    potentialValueCents: consultation.typicalOrderCents,
    daysInPipeline: consultation.daysInPipeline,
    quoteNumber: null,
  };
}

/** A priority's place in the ranking: high first (its index in PRIORITIES). */
export const priorityRank = (priority: Priority): number => PRIORITIES.indexOf(priority);

/**
 * The analytics answers carry this many of the most promising opportunities (with the count of all
 * of them); the paged opportunities calls serve the rest, at most this many a page.
 */
export const OPPORTUNITY_PAGE_LIMIT = 100;

/** Where an opportunity stands in the ranking: everything compareOpportunities reads. */
export interface OpportunityRankKey {
  priority: Priority;
  potentialValueCents: number;
  daysInPipeline: number;
  id: string;
}

/** Most promising first: by priority, then potential value, then the longest in the pipeline. */
export function compareOpportunities(a: OpportunityRankKey, b: OpportunityRankKey): number {
  return (
    priorityRank(a.priority) - priorityRank(b.priority) ||
    b.potentialValueCents - a.potentialValueCents ||
    b.daysInPipeline - a.daysInPipeline ||
    // Ids are ASCII: code-unit order is as stable as a collation and far cheaper for the admin's
    // thousands of opportunities, many tied on value.
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * A page cursor names the last opportunity of a page by its rank key, not by its position: an
 * opportunity that appears or goes between two pages moves no other one to a page already read
 * or not yet read, and ids make the ranking total, so a walk meets each opportunity once.
 */
export function opportunityCursor(key: OpportunityRankKey): string {
  return [key.priority, key.potentialValueCents, key.daysInPipeline, key.id].join('~');
}

/** The shape of a cursor opportunityCursor writes; the contracts refuse any other. */
export const OPPORTUNITY_CURSOR_PATTERN =
  /^(high|medium|low)~(-?\d{1,15})~(-?\d{1,6})~([a-z_]+:[\w-]{1,64})$/;

/** The rank key a cursor names, or null when the text is not a cursor. */
export function readOpportunityCursor(cursor: string): OpportunityRankKey | null {
  const match = OPPORTUNITY_CURSOR_PATTERN.exec(cursor);
  if (!match) return null;
  const [, priority, value, days, id] = match;
  return {
    priority: priority as Priority,
    potentialValueCents: Number(value),
    daysInPipeline: Number(days),
    id: id ?? '',
  };
}

export interface OpportunityPage<T extends OpportunityRankKey> {
  page: T[];
  /** Every opportunity of the scope, not only those after the cursor. */
  total: number;
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

/**
 * One page of a ranked list (sorted by compareOpportunities): the `limit` opportunities ranked
 * after `after` (from the first without it).
 */
export function opportunityPage<T extends OpportunityRankKey>(
  ranked: readonly T[],
  after: OpportunityRankKey | null,
  limit: number,
): OpportunityPage<T> {
  let start = 0;
  if (after) {
    // Binary search: the list is sorted by the same comparison.
    let end = ranked.length;
    while (start < end) {
      const middle = (start + end) >> 1;
      const entry = ranked[middle];
      if (entry && compareOpportunities(entry, after) <= 0) start = middle + 1;
      else end = middle;
    }
  }
  const page = ranked.slice(start, start + limit);
  const last = page[page.length - 1];
  return {
    page,
    total: ranked.length,
    nextCursor: last && start + limit < ranked.length ? opportunityCursor(last) : null,
  };
}
