import { SPECIAL_PRICING_MESSAGES } from '@stonetool/domain/pricing/special-pricing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { ADMIN_SHOWROOM_ID } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';
import { SpecialPricingTab } from './special-pricing-tab';

const RULE = {
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  showroom_id: ADMIN_SHOWROOM_ID,
  showroom_name: 'Austin Stone Gallery',
  brand: 'Caesarstone',
  color: null,
  thickness: null,
  finish: null,
  special_discount_percent: 15,
  max_uses: 10,
  current_uses: 3,
  valid_until: '2026-12-31T00:00:00.000Z',
  notes: null,
  promo_code: 'SPRING',
  status: 'Active',
  created_at: '2026-11-01T00:00:00.000Z',
};

function renderTab(update: { status?: number; json: unknown } = { json: { success: true, data: RULE } }) {
  const network = fakeFetch({
    'GET /api/admin/special-pricing': { json: { success: true, special_pricing: [RULE] } },
    'GET /api/stones': { json: [] },
    'PUT /api/admin/special-pricing': update,
  });
  return { ...renderSignedIn(<SpecialPricingTab />), network };
}

async function openEdit(user: ReturnType<typeof renderTab>['user']) {
  await user.click(
    await screen.findByRole('button', { name: 'Edit special pricing Caesarstone for Austin Stone Gallery' }),
  );
  return screen.getByRole('dialog', { name: 'Edit Special Pricing' });
}

describe('the Edit Special Pricing dialog', () => {
  it('refuses max uses below one at the field and sends nothing', async () => {
    const { user, network } = renderTab();
    const dialog = await openEdit(user);
    const maxUses = within(dialog).getByRole('spinbutton', { name: 'Max uses (optional)' });
    await user.clear(maxUses);
    await user.type(maxUses, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SPECIAL_PRICING_MESSAGES.maxUsesMinimum);
    expect(network.to('PUT /api/admin/special-pricing')).toEqual([]);
  });

  it('sends the new discount, max uses and notes for the rule', async () => {
    const { user, network } = renderTab();
    const dialog = await openEdit(user);
    const discount = within(dialog).getByRole('spinbutton', { name: 'Discount (%)' });
    await user.clear(discount);
    await user.type(discount, '20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes (optional)' }), 'Winter push');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Special pricing updated successfully')).toBeInTheDocument();
    const [sent] = network.to('PUT /api/admin/special-pricing');
    expect(sent?.url).toBe(`/api/admin/special-pricing?pricing_id=${RULE.id}`);
    expect(sent?.body).toEqual({ special_discount_percent: 20, max_uses: 10, notes: 'Winter push' });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const { user } = renderTab({
      status: 400,
      json: { success: false, error: SPECIAL_PRICING_MESSAGES.maxUsesBelowUses(3) },
    });
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        SPECIAL_PRICING_MESSAGES.maxUsesBelowUses(3),
      ),
    );
  });
});
