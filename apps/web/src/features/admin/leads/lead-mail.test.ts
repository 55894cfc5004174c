import { describe, expect, it } from 'vitest';
import type { TFabricationLead } from '@stonetool/contracts/admin-fabrication-leads';
import { leadSubject, stonesSummary } from './lead-mail';

const stone = (color: string) => ({ brand: 'Cambria', color, type: 'Quartz', pricing: '$1.00 for 1 slab' });
const lead = {
  customer_name: 'Ann Lee',
  quote_number: 'Q-2026-000123',
  showroom_name: 'Demo Stone Gallery',
  stones: [stone('Brittanicca'), stone('Ella'), stone('Skara Brae')],
} as TFabricationLead;

describe('a lead in the admin list', () => {
  it("shows the first two stones and '+N more'", () => {
    expect(stonesSummary(lead)).toBe('Cambria Brittanicca, Cambria Ella +1 more');
    expect(stonesSummary({ ...lead, stones: lead.stones.slice(0, 2) })).toBe(
      'Cambria Brittanicca, Cambria Ella',
    );
  });

  it('is sent with a subject naming the customer and the order', () => {
    expect(leadSubject(lead)).toBe('Fabrication lead: Ann Lee (Q-2026-000123)');
  });
});
