import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { stone } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';
import { MaterialProvider } from '../state/material-context';
import { EMPTY_CLIENT, INITIAL_MATERIAL_STATE, materialReducer } from '../state/material-state';
import { storageOwner } from '../../../lib/storage-owner';
import { saveMaterialState } from '../state/material-storage';
import { testSession } from '../../../test/test-stone';
import { SaveCartModal } from './save-cart-modal';

const SHOWROOM = 'showroom-1';
const EMAIL = 'sales@example.test';

/** A consultation with Ann Lee for countertops, and two slabs of Pure White in the cart. */
function keepConsultationWithCart() {
  const now = new Date().toISOString();
  const started = materialReducer(INITIAL_MATERIAL_STATE, {
    type: 'consultation/start',
    session: testSession({
      showroomId: SHOWROOM,
      client: {
        ...EMPTY_CLIENT,
        firstName: 'Ann',
        lastName: 'Lee',
        application: 'Countertops',
        phone: '555',
      },
      salesperson_id: null,
      createdAt: now,
    }),
  });
  const state = materialReducer(started, {
    type: 'cart/add',
    stone: stone({ id: 'stone-1' }),
    quantity: 2,
    id: 'line-1',
    now,
  });
  saveMaterialState(window.localStorage, storageOwner(SHOWROOM, EMAIL), state, Date.now());
}

function renderSaveCart() {
  keepConsultationWithCart();
  const network = fakeFetch({
    'POST /api/showroom/special-pricing-check': {
      json: { success: true, cartItems: [{ id: 'line-1', specialPricing: null }] },
    },
    'POST /api/material-carts/save': {
      json: {
        success: true,
        quote_id: 'quote-1',
        quote_number: 'Q-2001',
        message: 'Cart saved successfully!',
      },
    },
  });
  const view = renderSignedIn(
    <MaterialProvider showroomId={SHOWROOM} userEmail={EMAIL} persist>
      <SaveCartModal open onOpenChange={() => undefined} />
    </MaterialProvider>,
  );
  return { ...view, network };
}

describe('Save Cart', () => {
  it("names the cart after the client's application, and refuses a blank name with the contract's message", async () => {
    const { user, network } = renderSaveCart();
    const name = screen.getByRole('textbox', { name: 'Cart Name' });
    expect(name).toHaveValue('Countertops');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a cart name.');
    expect(network.to('POST /api/material-carts/save')).toEqual([]);
  });

  it('saves the cart under the client with its lines, and shows the reference number', async () => {
    const { user, network } = renderSaveCart();
    const name = screen.getByRole('textbox', { name: 'Cart Name' });
    await user.clear(name);
    await user.type(name, ' Lee kitchen ');
    await user.click(screen.getByRole('button', { name: 'Save Cart' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cart saved successfully! Reference number: Q-2001',
    );
    expect(network.to('POST /api/material-carts/save')[0]?.body).toMatchObject({
      showroom_id: SHOWROOM,
      customer_data: { first_name: 'Ann', last_name: 'Lee', phone: '555', projectType: 'Countertops' },
      cart_items: [{ id: 'line-1', stone: { id: 'stone-1' }, quantity: 2 }],
      cart_name: 'Lee kitchen',
      session_id: 'session-1',
    });
  });
});
