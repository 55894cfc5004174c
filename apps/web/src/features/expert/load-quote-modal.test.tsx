import type { TQuoteSummary } from '@stonetool/contracts/carts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { LoadQuoteModal } from './load-quote-modal';

const row = (number: string, state: Partial<TQuoteSummary>): TQuoteSummary => ({
  id: `id-${number}`,
  kind: 'expert_quote',
  quote_number: number,
  cart_name: null,
  status: 'open',
  review_state: 'open',
  deposit_status: null,
  superseded: false,
  job_step: null,
  total_price: 8626.5,
  total_slabs: 2,
  items_count: 2,
  customer_id: 'customer-1',
  customer_first_name: 'Maria',
  customer_last_name: 'Rivera',
  customer_name: 'Maria Rivera',
  customer_email: 'maria@example.test',
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
  ...state,
});

describe('Load Quote', () => {
  it('shows each quote’s state: open, changes requested, accepted with its deposit and job step, superseded', async () => {
    fakeFetch({
      'GET /api/quotes/recent': {
        json: {
          success: true,
          data: [
            row('Q-2026-001001', {}),
            row('Q-2026-001002', { review_state: 'changes_requested' }),
            row('Q-2026-001003', {
              review_state: 'accepted',
              deposit_status: 'paid',
              job_step: 'fabricating',
            }),
            row('Q-2026-001004', { review_state: 'accepted', deposit_status: 'due', superseded: true }),
          ],
        },
      },
    });
    renderSignedIn(
      <LoadQuoteModal
        open
        onOpenChange={() => {}}
        showroomId="showroom-1"
        onLoad={() => {}}
        loadingId={null}
        loadError={null}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Load Quote' });
    await within(dialog).findByText(/Q-2026-001001 ·/);
    const rows = within(dialog).getAllByRole('listitem');
    const firstLine = (index: number) =>
      within(rows[index]!).getByText(/Q-2026/, { selector: 'p' }).textContent;
    expect(firstLine(0)).toBe('Q-2026-001001 · Maria RiveraOpen');
    expect(firstLine(1)).toBe('Q-2026-001002 · Maria RiveraChanges requested');
    expect(firstLine(2)).toBe('Q-2026-001003 · Maria RiveraAcceptedDeposit paidFabricating');
    expect(firstLine(3)).toBe('Q-2026-001004 · Maria RiveraAcceptedSupersededDeposit due');
  });
});
