import type { TPaymentRecord } from '@stonetool/contracts/payments';
import { countLabel } from '@stonetool/domain/count-label';
import type { ReactNode } from 'react';
import { Modal } from '../../modal';
import type { PaymentFilesScope } from './api/get-payment-files';
import { PaymentFilesList } from './payment-files-list';
import { formatDate, formatDollars } from './payment-format';
import { PaymentStatusBadge } from './payment-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 py-1">
      <dt className="text-stone-700">{label}</dt>
      <dd className="font-medium break-all text-stone-900">{children}</dd>
    </div>
  );
}

/** View Order (spec 03 section 2 item 5): the order a payment is for, with its payment files. */
export function ViewOrderModal({
  payment,
  scope = 'own',
  onOpenChange,
}: {
  payment: TPaymentRecord | null;
  /** Whose call lists the payment files: the showroom owner's or the platform admin's. */
  scope?: PaymentFilesScope;
  onOpenChange: (open: boolean) => void;
}) {
  const order = payment?.order;
  return (
    <Modal
      open={payment !== null}
      onOpenChange={onOpenChange}
      title={payment ? `Order ${payment.order_number}` : 'Order'}
      size="wide"
    >
      {payment && order ? (
        <div className="grid gap-6 text-sm md:grid-cols-2">
          <section aria-labelledby="order-details-heading">
            <h3 id="order-details-heading" className="mb-2 font-semibold text-stone-900">
              Order Details
            </h3>
            <dl>
              <Row label="Order date">{formatDate(order.order_date)}</Row>
              <Row label="Order status">{order.status}</Row>
              <Row label="Customer">{order.customer_name}</Row>
              <Row label="Email">{order.customer_email}</Row>
              {order.customer_phone ? <Row label="Phone">{order.customer_phone}</Row> : null}
              <Row label="Delivery">{order.delivery_method === 'will_call' ? 'Will call' : 'Delivery'}</Row>
              <Row label="Quantity">{order.quantity} sq ft</Row>
              <Row label="Order total">{formatDollars(order.total)}</Row>
              <Row label="Wholesale cost">{formatDollars(order.wholesale_cost)}</Row>
            </dl>
            <h4 className="mt-4 mb-1 font-semibold text-stone-900">Stones</h4>
            <ul className="list-disc pl-5 text-stone-800">
              {order.stones.map((stone, index) => (
                <li key={index}>
                  {stone.brand} {stone.color}
                  {stone.thickness ? `, ${stone.thickness}` : ''}
                  {stone.finish ? `, ${stone.finish}` : ''} × {countLabel(stone.quantity_slabs, 'slab')}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="order-payment-heading">
            <h3 id="order-payment-heading" className="mb-2 font-semibold text-stone-900">
              Payment
            </h3>
            <dl>
              <Row label="Status">
                <PaymentStatusBadge status={payment.payment_status} />
              </Row>
              <Row label="Wholesale amount">{formatDollars(payment.wholesale_amount)}</Row>
              <Row label="Method">{payment.payment_method ?? 'Not specified'}</Row>
              <Row label="Reference">{payment.payment_reference ?? 'N/A'}</Row>
              <Row label="Payment date">{formatDate(payment.payment_date)}</Row>
              {payment.notes ? <Row label="Notes">{payment.notes}</Row> : null}
            </dl>
            <h4 className="mt-4 mb-2 font-semibold text-stone-900">Payment Files</h4>
            <PaymentFilesList paymentId={payment.id} scope={scope} />
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
