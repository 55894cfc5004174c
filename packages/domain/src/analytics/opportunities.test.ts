import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareOpportunities,
  expiringQuoteOpportunity,
  highIntentOpportunity,
  isReadyToBuy,
  opportunityCursor,
  opportunityPage,
  PRIORITIES,
  readOpportunityCursor,
  stalledConsultationOpportunity,
  type Opportunity,
  type OpportunityRankKey,
} from './opportunities';

const customer = { name: 'Emma Garcia', email: 'emma@example.com', phone: null };

describe('opportunity scoring', () => {
  it('ranks an expiring quote by the days it has left', () => {
    const quote = { quoteId: 'q1', quoteNumber: 'Q-1', customer, totalCents: 421_049, daysInPipeline: 28 };
    expect(expiringQuoteOpportunity({ ...quote, daysLeft: 2 }).priority).toBe('high');
    expect(expiringQuoteOpportunity({ ...quote, daysLeft: 5 }).priority).toBe('medium');
    const low = expiringQuoteOpportunity({ ...quote, daysLeft: 7 });
    expect(low.priority).toBe('low');
    expect(low.message).toBe("Emma Garcia's quote for $4,210 has no order yet and expires in 7 days.");
    expect(low.potentialValueCents).toBe(421_049);
    expect(low.quoteNumber).toBe('Q-1');
  });

  it('says an expiring quote’s client asked for changes, and that a revision is what they wait for', () => {
    const quote = { quoteId: 'q1', quoteNumber: 'Q-1', customer, totalCents: 421_049, daysInPipeline: 28 };
    const asked = expiringQuoteOpportunity({ ...quote, daysLeft: 3, changesRequested: true });
    expect(asked).toMatchObject({
      priority: 'medium',
      title: 'Quote Q-1 expires in 3 days: changes requested',
      message:
        'Emma Garcia asked for changes to their quote for $4,210 and has no revised quote yet; it expires in 3 days.',
      suggestedAction: 'Revise the quote and share the revision with the client',
    });
  });

  it('ranks a high-intent customer by touches and by the size of their largest quote', () => {
    const base = { customerId: 'c1', customer, latestQuoteNumber: 'Q-2', daysInPipeline: 40 };
    expect(
      highIntentOpportunity({ ...base, quotes: 1, consultations: 2, largestQuoteCents: 100 }).priority,
    ).toBe('low');
    expect(
      highIntentOpportunity({ ...base, quotes: 2, consultations: 2, largestQuoteCents: 100 }).priority,
    ).toBe('medium');
    expect(
      highIntentOpportunity({ ...base, quotes: 1, consultations: 2, largestQuoteCents: 1_000_000 }).priority,
    ).toBe('high');
  });

  it('calls a prospect ready to buy only while their touches fall within 30 days', () => {
    const prospect = {
      customerId: 'c1',
      customer,
      latestQuoteNumber: 'Q-2',
      quotes: 1,
      consultations: 2,
      largestQuoteCents: 100,
    };
    const fresh = highIntentOpportunity({ ...prospect, daysInPipeline: 12 });
    expect(fresh.title).toBe('Emma Garcia is ready to buy');
    expect(fresh.message).toBe('1 quote and 2 consultations in 12 days, no order yet.');
    const stale = highIntentOpportunity({ ...prospect, daysInPipeline: 199 });
    expect(stale.title).toBe('Emma Garcia is still deciding after 199 days');
    expect(stale.suggestedAction).toBe('Ask what is holding them back, and refresh their quote');
    expect(isReadyToBuy({ daysInPipeline: 30 })).toBe(true);
    expect(isReadyToBuy({ daysInPipeline: 31 })).toBe(false);
  });

  it('ranks a stalled consultation by comparison and age', () => {
    const base = { consultationId: 'k1', customer, typicalOrderCents: 300_000 };
    expect(stalledConsultationOpportunity({ ...base, stonesCompared: 3, daysInPipeline: 9 }).priority).toBe(
      'high',
    );
    expect(stalledConsultationOpportunity({ ...base, stonesCompared: 0, daysInPipeline: 9 }).priority).toBe(
      'medium',
    );
    expect(stalledConsultationOpportunity({ ...base, stonesCompared: 0, daysInPipeline: 20 }).priority).toBe(
      'low',
    );
  });

  it('orders by priority, then potential value, then days in the pipeline', () => {
    const arbitraryOpportunity = fc.record({
      priority: fc.constantFrom('high' as const, 'medium' as const, 'low' as const),
      potentialValueCents: fc.nat(1_000_000),
      daysInPipeline: fc.nat(60),
      id: fc.uuid(),
    });
    fc.assert(
      fc.property(fc.array(arbitraryOpportunity, { minLength: 2, maxLength: 20 }), (partials) => {
        const sorted = partials
          .map((partial) => ({
            ...expiringQuoteOpportunity({
              quoteId: partial.id,
              quoteNumber: 'Q',
              customer,
              totalCents: 0,
              daysLeft: 1,
              daysInPipeline: 0,
            }),
            ...partial,
          }))
          .sort(compareOpportunities);
        const rank = { high: 0, medium: 1, low: 2 };
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1] as Opportunity, sorted[i] as Opportunity];
          expect(rank[a.priority]).toBeLessThanOrEqual(rank[b.priority]);
          if (a.priority === b.priority)
            expect(a.potentialValueCents).toBeGreaterThanOrEqual(b.potentialValueCents);
        }
      }),
    );
  });
});

describe('opportunity pages', () => {
  const keys = fc
    .uniqueArray(
      fc.record({
        priority: fc.constantFrom(...PRIORITIES),
        potentialValueCents: fc.integer({ min: 0, max: 3 }).map((value) => value * 50_000),
        daysInPipeline: fc.integer({ min: 0, max: 3 }),
        id: fc.uuid().map((uuid) => `expiring_quote:${uuid}`),
      }),
      { selector: (key) => key.id, maxLength: 60 },
    )
    .map((list) => [...list].sort(compareOpportunities));

  it('walks a ranked list page by page, meeting each opportunity once and in rank order', () => {
    fc.assert(
      fc.property(keys, fc.integer({ min: 1, max: 7 }), (ranked, limit) => {
        const walked: OpportunityRankKey[] = [];
        let after: OpportunityRankKey | null = null;
        for (let pages = 0; pages <= ranked.length; pages += 1) {
          const { page, total, nextCursor } = opportunityPage(ranked, after, limit);
          expect(total).toBe(ranked.length);
          walked.push(...page);
          if (nextCursor === null) break;
          after = readOpportunityCursor(nextCursor);
          expect(after).not.toBeNull();
        }
        expect(walked).toEqual(ranked);
      }),
    );
  });

  it('keeps its place when an opportunity before the cursor goes between two pages', () => {
    fc.assert(
      fc.property(keys, fc.nat(), (ranked, pick) => {
        const first = opportunityPage(ranked, null, 2);
        if (first.nextCursor === null) return;
        const gone = first.page[pick % first.page.length];
        const rest = opportunityPage(
          ranked.filter((key) => key !== gone),
          readOpportunityCursor(first.nextCursor),
          ranked.length,
        );
        expect(rest.page).toEqual(ranked.slice(2));
      }),
    );
  });

  it('reads back the key a cursor names and refuses any other text', () => {
    const key: OpportunityRankKey = {
      priority: 'medium',
      potentialValueCents: 421_049,
      daysInPipeline: 12,
      id: 'high_intent:0b7c2a52-52c1-4f5e-9a53-4d3f3c3b9f01',
    };
    expect(readOpportunityCursor(opportunityCursor(key))).toEqual(key);
    expect(readOpportunityCursor('urgent~1~2~high_intent:x')).toBeNull();
    expect(readOpportunityCursor('page-2')).toBeNull();
  });
});
