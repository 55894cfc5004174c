import { describe, expect, it } from 'vitest';
import {
  canMoveLead,
  FABRICATION_LEAD_STATUSES,
  leadStonePricing,
  statusAfterSending,
} from './fabrication-leads';

describe('a fabrication lead', () => {
  it('moves new to contacted and contacted to completed, and nothing else', () => {
    const allowed = FABRICATION_LEAD_STATUSES.flatMap((from) =>
      FABRICATION_LEAD_STATUSES.filter((to) => canMoveLead(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual(['new->contacted', 'contacted->completed']);
  });

  it('is marked contacted when sent to a fabricator, unless it is further on', () => {
    expect(statusAfterSending('new')).toBe('contacted');
    expect(statusAfterSending('contacted')).toBe('contacted');
    expect(statusAfterSending('completed')).toBe('completed');
  });
});

describe("a lead's stone pricing", () => {
  it('says what the client pays and for how many slabs', () => {
    expect(leadStonePricing(290_000, 2)).toBe('$2,900.00 for 2 slabs');
    expect(leadStonePricing(145_000, 1)).toBe('$1,450.00 for 1 slab');
  });
});
