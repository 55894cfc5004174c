import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { ADMIN_SHOWROOM_ID, adminShowroom, stone } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';
import { SharedCartTab } from './shared-cart-tab';

/** The create contract names a stone by its uuid. */
const STONE_ID = '0d8f4a52-6b1e-4c3a-9f27-5e8d1c4b7a90';

const SENT = {
  success: true,
  data: {
    id: 'cart-1',
    share_token: 'token-1',
    share_url: 'http://localhost/shared-cart/token-1',
    target_showroom_id: ADMIN_SHOWROOM_ID,
    target_showroom_name: 'Austin Stone Gallery',
    items_count: 1,
    expires_at: '2026-12-28T00:00:00.000Z',
    created_at: '2026-11-28T00:00:00.000Z',
  },
};

function renderTab(create: { status?: number; json: unknown } = { json: SENT }) {
  const network = fakeFetch({
    'GET /api/admin/showrooms': { json: { success: true, showrooms: [adminShowroom()] } },
    'GET /api/stones': { json: [stone({ id: STONE_ID, stone_id: STONE_ID })] },
    'POST /api/admin/create-shared-cart': create,
  });
  return { ...renderSignedIn(<SharedCartTab />), network };
}

const form = () => screen.getByRole('heading', { name: 'Send to Showroom' }).closest('form') as HTMLElement;
const send = () => within(form()).getByRole('button', { name: 'Send to Showroom' });

describe('Create Shared Cart', () => {
  it("names the showroom, the stones and the notes one at a time, in the spec's order, sending nothing", async () => {
    const { user, network } = renderTab();
    await screen.findByRole('button', { name: 'Add Caesarstone Pure White 3cm Polished' });

    await user.click(send());
    expect(within(form()).getByRole('alert')).toHaveTextContent('Please select a showroom');

    await user.selectOptions(
      within(form()).getByRole('combobox', { name: 'Showroom' }),
      'Austin Stone Gallery',
    );
    await user.click(send());
    expect(within(form()).getByRole('alert')).toHaveTextContent('Please add at least one stone to the cart');

    await user.click(screen.getByRole('button', { name: 'Add Caesarstone Pure White 3cm Polished' }));
    await user.click(send());
    expect(within(form()).getByRole('alert')).toHaveTextContent('Please add context notes for the showroom');

    const slabs = screen.getByRole('spinbutton', { name: 'Slabs of Caesarstone Pure White 3cm Polished' });
    await user.clear(slabs);
    await user.type(slabs, '2.5');
    await user.type(within(form()).getByRole('textbox', { name: 'Context notes' }), 'For the Smith kitchen');
    await user.click(send());
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      'Slabs of Caesarstone Pure White 3cm Polished must be a whole number from 1 to 999',
    );
    expect(network.to('POST /api/admin/create-shared-cart')).toEqual([]);
  });

  it('sends the cart with its fields, shows the link once and empties the form', async () => {
    const { user, network } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add Caesarstone Pure White 3cm Polished' }));
    await user.selectOptions(
      within(form()).getByRole('combobox', { name: 'Showroom' }),
      'Austin Stone Gallery',
    );
    await user.type(within(form()).getByRole('textbox', { name: 'Contact name' }), '  Dana  ');
    await user.type(within(form()).getByRole('textbox', { name: 'Context notes' }), 'For the Smith kitchen');
    await user.click(send());

    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Cart sent successfully! The link was e-mailed to Austin Stone Gallery.http://localhost/shared-cart/token-1',
    );
    const [sent] = network.to('POST /api/admin/create-shared-cart');
    expect(sent?.body).toMatchObject({
      target_showroom_id: ADMIN_SHOWROOM_ID,
      admin_notes: 'For the Smith kitchen',
      showroom_contact_name: 'Dana',
      customer_reference: null,
      cart_items: [{ stone_id: STONE_ID, brand: 'Caesarstone', color: 'Pure White', notes: null }],
    });
    expect(within(form()).getByRole('textbox', { name: 'Context notes' })).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Cart (0)' })).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user } = renderTab({ status: 400, json: { success: false, error: 'The showroom was removed' } });
    await user.click(await screen.findByRole('button', { name: 'Add Caesarstone Pure White 3cm Polished' }));
    await user.selectOptions(
      within(form()).getByRole('combobox', { name: 'Showroom' }),
      'Austin Stone Gallery',
    );
    await user.type(within(form()).getByRole('textbox', { name: 'Context notes' }), 'For the Smith kitchen');
    await user.click(send());

    expect(await within(form()).findByRole('alert')).toHaveTextContent('The showroom was removed');
    expect(within(form()).getByRole('textbox', { name: 'Context notes' })).toHaveValue(
      'For the Smith kitchen',
    );
    expect(screen.getByRole('heading', { name: 'Cart (1)' })).toBeInTheDocument();
  });
});
