import type { TPaymentRecord } from '@stonetool/contracts/payments';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderSignedIn } from '../../../test/render';
import { ManagePaymentModal } from './manage-payment-modal';

const PAYMENT_ID = '0d4f1c3e-2b7a-4c55-8e0f-6a9b1d2c3e41';

function paymentRecord(overrides: Partial<TPaymentRecord> = {}): TPaymentRecord {
  return {
    id: PAYMENT_ID,
    order_id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
    order_number: 'Q-2026-0042',
    customer_name: 'Dana Reyes',
    customer_email: 'dana@example.test',
    order_date: '2026-03-02T15:00:00.000Z',
    wholesale_amount: 1840.5,
    payment_status: 'unpaid',
    payment_method: null,
    payment_reference: null,
    payment_date: null,
    notes: null,
    file_count: 0,
    order: {
      id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
      quote_number: 'Q-2026-0042',
      status: 'pending',
      order_date: '2026-03-02T15:00:00.000Z',
      customer_name: 'Dana Reyes',
      customer_email: 'dana@example.test',
      customer_phone: null,
      delivery_method: 'pickup',
      quantity: 2,
      total: 6090,
      wholesale_cost: 1840.5,
      stones: [],
    },
    ...overrides,
  };
}

function renderModal(payment: TPaymentRecord) {
  const network = fakeFetch({
    'GET /api/payments/files': { json: { success: true, files: [] } },
    'PATCH /api/showroom/payments': {
      json: { success: true, payment: { ...payment, payment_status: 'paid' } },
    },
  });
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  return {
    ...renderSignedIn(<ManagePaymentModal payment={payment} onOpenChange={onOpenChange} onSaved={onSaved} />),
    network,
    onSaved,
    onOpenChange,
  };
}

describe('the Manage Payment form', () => {
  it('names a stored method longer than the request takes beside its field, and sends nothing', async () => {
    const { user, network } = renderModal(paymentRecord({ payment_method: 'A'.repeat(101) }));
    await user.click(await screen.findByRole('button', { name: 'Save Payment' }));

    expect(screen.getByRole('combobox', { name: 'Payment Method' })).toHaveAccessibleDescription(
      'Payment method must be at most 100 characters',
    );
    expect(network.to('PATCH /api/showroom/payments')).toEqual([]);
  });

  it('sends the status, method, reference and notes as the update request, then closes', async () => {
    const { user, network, onSaved, onOpenChange } = renderModal(paymentRecord());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Payment Status' }), 'paid');
    await user.type(screen.getByRole('combobox', { name: 'Payment Method' }), 'ACH');
    await user.type(screen.getByRole('textbox', { name: 'Payment Reference' }), 'TXN-0001');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Paid with the weekly batch');
    await user.click(screen.getByRole('button', { name: 'Save Payment' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Payment for order Q-2026-0042 updated'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(network.to('PATCH /api/showroom/payments').map((request) => request.body)).toEqual([
      {
        payment_id: PAYMENT_ID,
        status: 'paid',
        method: 'ACH',
        reference: 'TXN-0001',
        notes: 'Paid with the weekly batch',
      },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    const network = fakeFetch({
      'GET /api/payments/files': { json: { success: true, files: [] } },
      'PATCH /api/showroom/payments': { status: 404, json: { success: false, error: 'Payment not found' } },
    });
    const { user } = renderSignedIn(
      <ManagePaymentModal payment={paymentRecord()} onOpenChange={vi.fn()} onSaved={vi.fn()} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Save Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment not found');
    expect(network.to('PATCH /api/showroom/payments')).toHaveLength(1);
  });
});
