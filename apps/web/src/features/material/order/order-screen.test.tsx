import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { stone } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';
import { MaterialProvider } from '../state/material-context';
import { INITIAL_MATERIAL_STATE, materialReducer } from '../state/material-state';
import { storageOwner } from '../../../lib/storage-owner';
import { saveMaterialState } from '../state/material-storage';
import { ORDER_FAILED } from './api/order-api';
import { OrderScreen } from './order-screen';

const SHOWROOM = 'showroom-1';
const EMAIL = 'sales@example.test';

/** Two slabs of Pure White in the kept cart, as the catalog's Add to Cart leaves them. */
function keepCartOfTwoSlabs() {
  const state = materialReducer(INITIAL_MATERIAL_STATE, {
    type: 'cart/add',
    stone: stone({ id: 'stone-1' }),
    quantity: 2,
    id: 'line-1',
    now: new Date().toISOString(),
  });
  saveMaterialState(window.localStorage, storageOwner(SHOWROOM, EMAIL), state, Date.now());
}

function renderOrderScreen(orderAnswer: { status: number; json: unknown }) {
  keepCartOfTwoSlabs();
  const network = fakeFetch({
    'GET /api/showroom/tax-settings': {
      json: { success: true, data: { sales_tax_rate: 8.25, tax_enabled: true } },
    },
    'POST /api/delivery-pricing': { json: { success: true, deliveryCost: 150, breakdown: [] } },
    'POST /api/showroom/special-pricing-check': {
      json: { success: true, cartItems: [{ id: 'line-1', specialPricing: null }] },
    },
    'GET /api/fabrication/lead-pricing': { json: { success: true, data: [] } },
    'POST /api/get-customer': { json: { success: true, customer: null } },
    'POST /api/material-orders': orderAnswer,
  });
  const view = renderSignedIn(
    <MaterialProvider showroomId={SHOWROOM} userEmail={EMAIL} persist>
      <OrderScreen />
    </MaterialProvider>,
  );
  return { ...view, network };
}

const REFUSED = { status: 409, json: { success: false, error: 'Prices changed since the cart was built' } };

describe('the Material order screen', () => {
  it('lists every missing required field in a dialog and sends no order', async () => {
    const { user, network } = renderOrderScreen(REFUSED);
    await user.click(screen.getByRole('button', { name: 'Submit Material Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Required Fields Missing' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Missing fields' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Street Address',
      'City',
      'State',
      'Zip Code',
      'Delivery Method',
    ]);
    expect(network.to('POST /api/material-orders')).toEqual([]);
  });

  it("offers the showroom's sales tax rate, on by default", async () => {
    renderOrderScreen(REFUSED);
    expect(await screen.findByRole('checkbox', { name: 'Include sales tax (8.25%)' })).toBeChecked();
  });

  it('turns the delivery address off for Will Call', async () => {
    const { user } = renderOrderScreen(REFUSED);
    await user.click(screen.getByRole('radio', { name: 'Will Call' }));
    expect(screen.getByRole('textbox', { name: 'Delivery Street Address' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Same as customer address' })).toBeDisabled();
    expect(screen.getByText('Will call: the client collects the slabs from the showroom.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    expect(screen.getByRole('textbox', { name: 'Delivery Street Address' })).toBeEnabled();
  });

  it("sends the order once per attempt key, and shows the server's reason when it is refused", async () => {
    const { user, network } = renderOrderScreen(REFUSED);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann.lee@example.test');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: 'Street Address' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'TX');
    await user.type(screen.getByRole('textbox', { name: 'Zip Code' }), '78701');
    await user.click(screen.getByRole('radio', { name: 'Will Call' }));
    await user.click(screen.getByRole('button', { name: 'Submit Material Order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ORDER_FAILED);
    expect(alert).toHaveTextContent('Prices changed since the cart was built');
    const [first] = network.to('POST /api/material-orders');
    expect(first?.body).toMatchObject({
      showroomId: SHOWROOM,
      customerInfo: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann.lee@example.test',
        streetAddress: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        country: 'United States',
      },
      orderDetails: { deliveryMethod: 'will_call', salesTaxRate: 8.25 },
      cartItems: [{ quantity: 2 }],
      subtotal: 6090,
      deliveryCost: 0,
    });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Material Order' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit Material Order' }));
    await waitFor(() => expect(network.to('POST /api/material-orders')).toHaveLength(2));
    const keys = network.to('POST /api/material-orders').map((request) => request.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
