import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ZMaterialOrderResponse } from '@stonetool/contracts/orders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { stone } from '../../../test/fixtures';
import { renderSignedIn, signIn } from '../../../test/render';
import { MaterialToasts } from '../../../components/material-toasts';
import { MaterialProvider } from '../state/material-context';
import { INITIAL_MATERIAL_STATE, materialReducer } from '../state/material-state';
import { storageOwner } from '../../../lib/storage-owner';
import { saveMaterialState } from '../state/material-storage';
import { confirmationEmailFailed, ORDER_FAILED } from './api/order-api';
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

type Routes = Parameters<typeof fakeFetch>[0];

function renderOrderScreen(orderAnswer: { status: number; json: unknown }, routes: Routes = {}) {
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
    ...routes,
  });
  const view = renderSignedIn(
    <MaterialProvider showroomId={SHOWROOM} userEmail={EMAIL} persist>
      <OrderScreen />
      <MaterialToasts />
    </MaterialProvider>,
  );
  return { ...view, network };
}

/** Types the spec's required customer fields (spec 01 section 5), as a salesperson fills them. */
async function fillCustomer(user: UserEvent, email = 'ann.lee@example.test') {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ann');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lee');
  await user.type(screen.getByRole('textbox', { name: 'Street Address' }), '1 Main St');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
  await user.type(screen.getByRole('textbox', { name: 'State' }), 'TX');
  await user.type(screen.getByRole('textbox', { name: 'Zip Code' }), '78701');
}

/** The server's answer to a placed order, as POST /api/material-orders gives it. */
const PLACED = {
  status: 200,
  json: {
    success: true,
    data: {
      quoteNumber: 'Q-1001',
      orderId: 'order-1',
      emailData: {
        orderData: {
          orderId: 'order-1',
          quoteNumber: 'Q-1001',
          orderDate: '2026-11-28T10:00:00.000Z',
          orderType: 'material_only',
          status: 'pending',
          items: [],
          totalSlabs: 2,
          quantitySqft: 110.25,
          subtotal: 6090,
          specialPricingSavings: 0,
          discountAmount: 0,
          includeSalesTax: true,
          salesTaxRate: 8.25,
          salesTax: 502.43,
          deliveryMethod: 'delivery',
          deliveryCost: 150,
          deliveryBreakdown: [],
          totalCost: 6742.43,
          needsFabricationLead: false,
          projectName: null,
          notes: null,
          deliveryDate: null,
          deliveryAddress: null,
          placedBy: EMAIL,
        },
        customerData: {
          id: null,
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann.lee@example.test',
          phone: null,
          company: null,
        },
        showroomData: { id: SHOWROOM, name: 'Austin Stone Gallery', email: 'austin@example.test' },
      },
    },
  },
};

const MAILS_SENT = {
  json: {
    success: true,
    customerEmailSent: true,
    showroomEmailSent: true,
    adminEmailSent: true,
    adminEmail: 'admin@example.test',
    pending: false,
    error: null,
  },
};

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

  it("keeps Submit off until the showroom's sales tax is known, and says why", async () => {
    let answerTax: (reply: { json: unknown }) => void = () => undefined;
    renderOrderScreen(REFUSED, {
      'GET /api/showroom/tax-settings': () => new Promise((resolve) => (answerTax = resolve)),
    });
    expect(await screen.findByText("Loading the showroom's sales tax...")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Material Order' })).toBeDisabled();
    answerTax({ json: { success: true, data: { sales_tax_rate: 8.25, tax_enabled: true } } });
    expect(await screen.findByRole('checkbox', { name: 'Include sales tax (8.25%)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Material Order' })).toBeEnabled();
    expect(screen.queryByText("Loading the showroom's sales tax...")).not.toBeInTheDocument();
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
    await fillCustomer(user);
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

  it("fills a known client's details in from the e-mail, and leaves what the client lacks as typed", async () => {
    const { user, network } = renderOrderScreen(REFUSED, {
      'POST /api/get-customer': {
        json: {
          success: true,
          customer: {
            id: 'customer-1',
            firstName: 'Ann',
            lastName: 'Lee',
            email: 'ann.lee@example.test',
            phone: '512-555-0100',
            company: '',
            streetAddress: '9 Oak Ave',
            city: 'Austin',
            state: 'TX',
            zipCode: '78702',
            country: 'United States',
          },
        },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Lee Remodeling');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann.lee@example.test');

    expect(await screen.findByDisplayValue('9 Oak Ave')).toBe(
      screen.getByRole('textbox', { name: 'Street Address' }),
    );
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ann');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('512-555-0100');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Lee Remodeling');
    expect(network.to('POST /api/get-customer').at(-1)?.body).toEqual({
      email: 'ann.lee@example.test',
      showroomId: SHOWROOM,
    });
  });

  it("copies the customer's address to delivery while 'Same as customer address' is checked", async () => {
    const { user } = renderOrderScreen(REFUSED);
    await user.type(screen.getByRole('textbox', { name: 'Street Address' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await user.click(screen.getByRole('checkbox', { name: 'Same as customer address' }));
    expect(screen.getByRole('textbox', { name: 'Delivery Street Address' })).toHaveValue('1 Main St');
    expect(screen.getByRole('textbox', { name: 'Delivery City' })).toHaveValue('Austin');

    await user.type(screen.getByRole('textbox', { name: 'City' }), ' East');
    expect(screen.getByRole('textbox', { name: 'Delivery City' })).toHaveValue('Austin East');

    await user.click(screen.getByRole('checkbox', { name: 'Same as customer address' }));
    expect(screen.getByRole('textbox', { name: 'Delivery Street Address' })).toHaveValue('');
  });

  it("shows the order contract's message under a malformed e-mail and sends no order", async () => {
    const { user, network } = renderOrderScreen(REFUSED);
    await fillCustomer(user, 'ann.lee');
    await user.click(screen.getByRole('radio', { name: 'Will Call' }));
    await user.click(screen.getByRole('button', { name: 'Submit Material Order' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Please enter a valid email address/));
    expect(email).toBeInvalid();
    expect(screen.queryByRole('dialog', { name: 'Required Fields Missing' })).not.toBeInTheDocument();
    expect(network.to('POST /api/material-orders')).toEqual([]);
  });

  it('places the order with its delivery and tax, and announces its number', async () => {
    const { user, network } = renderOrderScreen(PLACED, { 'POST /api/send-resend': MAILS_SENT });
    await fillCustomer(user);
    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    await user.click(screen.getByRole('checkbox', { name: 'Same as customer address' }));
    await user.type(screen.getByRole('textbox', { name: 'Project Name' }), 'Lee kitchen');
    await screen.findByText('$150.00');
    await user.click(screen.getByRole('button', { name: 'Submit Material Order' }));

    expect(await screen.findByText('Order submitted successfully! Order number: Q-1001')).toBeInTheDocument();
    const [placed] = network.to('POST /api/material-orders');
    expect(placed?.body).toMatchObject({
      orderDetails: {
        deliveryMethod: 'delivery',
        projectName: 'Lee kitchen',
        deliveryStreetAddress: '1 Main St',
        deliveryCity: 'Austin',
        sameAsCustomerAddress: true,
        includeSalesTax: true,
      },
      deliveryCost: 150,
      orderType: 'material_only',
    });
    await waitFor(() => expect(network.to('POST /api/send-resend')).toHaveLength(1));
  });
});

describe("the watch on an order's confirmation mails", () => {
  afterEach(() => vi.useRealTimers());
  const placed = ZMaterialOrderResponse.parse(PLACED.json).data;

  /** Answers each report in turn; the first one takes `firstTakesMs` of the clock to arrive. */
  function reports(firstTakesMs: number, ...answers: Array<{ pending: boolean; error: string | null }>) {
    signIn();
    let asked = 0;
    const network = fakeFetch({
      'POST /api/send-resend': () => {
        const answer = answers[Math.min(asked, answers.length - 1)]!;
        if (asked === 0) vi.setSystemTime(Date.now() + firstTakesMs);
        asked += 1;
        return { json: { ...MAILS_SENT.json, ...answer } };
      },
    });
    return () => network.to('POST /api/send-resend').length;
  }

  it('asks once more when the first answer took the whole watch, and reports the failure it then finds', async () => {
    vi.useFakeTimers();
    const asked = reports(11_000, { pending: true, error: null }, { pending: false, error: 'SMTP refused' });
    const failed = confirmationEmailFailed(placed);
    await vi.runAllTimersAsync();
    expect(await failed).toBe(true);
    expect(asked()).toBe(2);
  });

  it('leaves a mail still waiting after the watch to the worker, without reporting it', async () => {
    vi.useFakeTimers();
    const asked = reports(11_000, { pending: true, error: null });
    const failed = confirmationEmailFailed(placed);
    await vi.runAllTimersAsync();
    expect(await failed).toBe(false);
    expect(asked()).toBe(2);
  });
});
