import { SPECIAL_PRICING_MESSAGES } from '@stonetool/domain/pricing/special-pricing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { ADMIN_SHOWROOM_ID, adminShowroom, stone } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';
import { CreateSpecialPricingForm } from './special-pricing-form';

const STONES = [
  stone({ id: 's1', Brand: 'Caesarstone', Color: 'Pure White' }),
  stone({ id: 's2', Brand: 'Caesarstone', Color: 'Calacatta Nuvo' }),
  stone({ id: 's3', Brand: 'Silestone', Color: 'Eternal Marquina' }),
];

function renderForm(pending = false) {
  const network = fakeFetch({
    'GET /api/admin/showrooms': { json: { success: true, showrooms: [adminShowroom()] } },
    'POST /api/admin/special-pricing': {
      json: {
        success: true,
        brand: 'Caesarstone',
        color: null,
        wholesale_cost: 1000,
        fab_cost: null,
        source: 'wholesale_pricing',
        stones: [
          {
            stone_id: 'stone-1',
            color: 'Calacatta Nuvo',
            thickness: '3cm',
            finish: 'Polished',
            wholesale_cost: 1000,
            client_price: 1500,
          },
        ],
      },
    },
  });
  const onSubmit = vi.fn();
  const view = renderSignedIn(
    <CreateSpecialPricingForm stones={STONES} pending={pending} onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit, network };
}

async function fillRequired(user: ReturnType<typeof renderForm>['user'], discount: string) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Showroom' }),
    await screen.findByRole('option', { name: 'Austin Stone Gallery' }),
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Caesarstone');
  await user.type(screen.getByRole('spinbutton', { name: 'Discount (%)' }), discount);
}

describe('the Create Special Pricing form', () => {
  it('offers each catalog brand once, sorted', () => {
    renderForm();
    const brand = screen.getByRole('combobox', { name: 'Brand' });
    expect(
      within(brand)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a brand', 'Caesarstone', 'Silestone']);
  });

  it('names the required fields and sends nothing while one is empty', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Special Pricing' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Showroom, brand, discount percent and valid days are required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a discount above 100 % with the rule it breaks', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user, '120');
    await user.click(screen.getByRole('button', { name: 'Create Special Pricing' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SPECIAL_PRICING_MESSAGES.discountRange);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses zero valid days', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user, '10');
    const validDays = screen.getByRole('spinbutton', { name: 'Valid days' });
    await user.clear(validDays);
    await user.type(validDays, '0');
    await user.click(screen.getByRole('button', { name: 'Create Special Pricing' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SPECIAL_PRICING_MESSAGES.validDaysMinimum);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the rule as the contract names it, the promo code in capitals and empty options as null', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user, '12.5');
    await user.type(screen.getByRole('textbox', { name: 'Promo code (optional)' }), 'spring-26');
    await user.type(screen.getByRole('spinbutton', { name: 'Max uses (optional)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Create Special Pricing' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      showroom_id: ADMIN_SHOWROOM_ID,
      brand: 'Caesarstone',
      color: null,
      thickness: null,
      finish: null,
      special_discount_percent: 12.5,
      max_uses: 5,
      valid_days: 30,
      notes: null,
      promo_code: 'SPRING26',
    });
  });

  it("previews the showroom's wholesale cost less the discount, from the pricing lookup", async () => {
    const { user, network } = renderForm();
    expect(screen.getByText('Enter a discount to see the special cost')).toBeInTheDocument();
    await fillRequired(user, '20');
    expect(
      screen.getByText(
        "Preview Pricing shows the special cost and price of the showroom's stones this rule covers",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview Pricing' }));
    expect(await screen.findByText('Wholesale cost $1,000.00 becomes $800.00 per slab')).toBeInTheDocument();
    const covered = within(
      screen.getByRole('table', { name: 'Stones this rule covers, per slab' }),
    ).getByRole('row', { name: /Calacatta Nuvo 3cm Polished/ });
    expect(within(covered).getByText('$1,000.00 → $800.00')).toBeInTheDocument();
    expect(within(covered).getByText('$1,500.00 → $1,200.00')).toBeInTheDocument();
    expect(network.to('POST /api/admin/special-pricing').map((request) => request.body)).toEqual([
      {
        action: 'get_stone_pricing',
        showroom_id: ADMIN_SHOWROOM_ID,
        brand: 'Caesarstone',
        color: null,
        thickness: null,
        finish: null,
      },
    ]);
  });

  it('disables Create while the rule is being saved', () => {
    renderForm(true);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
