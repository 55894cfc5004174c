import type { TOrderEmailData } from '@stonetool/contracts/orders';
import type { Executor } from '@stonetool/db/client';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import type { Env } from '../../env';
import { enqueueMails, type MailToSend } from '../mail/enqueue-mail';

/** Outbox kinds of the three confirmations of a material order. */
export const ORDER_MAIL_KINDS = {
  customer: 'material_order_confirmation',
  showroom: 'material_order_showroom',
  admin: 'material_order_admin',
} as const;

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** The order's lines and totals as every confirmation lists them. */
export function orderSummaryText({ orderData }: TOrderEmailData): string[] {
  const lines = orderData.items.map((item) => {
    const price = item.special_price ?? item.unit_price;
    const special = item.special_price === null ? '' : ' (Special Price)';
    const discount = item.discount_percent > 0 ? `, ${item.discount_percent}% off` : '';
    return `- ${item.brand} ${item.color} (${item.type}, ${item.thickness}, ${item.finish}): ${item.quantity} slab(s) × ${usd(price)}${special}${discount} = ${usd(item.line_total)}`;
  });
  const delivery =
    orderData.deliveryMethod === 'delivery'
      ? [`Delivery: ${usd(orderData.deliveryCost)}`]
      : ['Will call (pick-up at the showroom)'];
  return [
    ...lines,
    '',
    `Material subtotal: ${usd(orderData.subtotal)}`,
    ...(orderData.specialPricingSavings > 0
      ? [`Special pricing savings: -${usd(orderData.specialPricingSavings)}`]
      : []),
    ...(orderData.discountAmount > 0 ? [`Additional discount: -${usd(orderData.discountAmount)}`] : []),
    orderData.includeSalesTax
      ? `Sales tax (${orderData.salesTaxRate}%): ${usd(orderData.salesTax)}`
      : 'Sales tax: not included',
    ...delivery,
    `Total: ${usd(orderData.totalCost)}`,
  ];
}

function addressLines(orderData: TOrderEmailData['orderData']): string[] {
  const address = orderData.deliveryAddress;
  if (!address) return [];
  return [
    'Deliver to:',
    address.streetAddress ?? '',
    [address.city, address.state, address.zipCode].filter(Boolean).join(', '),
    address.country ?? '',
  ];
}

/**
 * The three confirmations of a placed order (issue 4): to the customer, to the showroom (reply
 * goes to the customer) and to the platform admin. Written into the outbox with the order's
 * transaction, so an order always has its mails and a mail never exists without its order. A
 * fabrication lead adds the spec's promise that a fabricator calls within 24 to 48 hours.
 */
export function orderConfirmationMails(
  data: TOrderEmailData,
  env: Pick<Env, 'platformAdminEmail'>,
): MailToSend[] {
  const { orderData, customerData, showroomData } = data;
  const summary = orderSummaryText(data);
  const customerName = `${customerData.firstName} ${customerData.lastName}`;
  const lead = orderData.needsFabricationLead
    ? ['', 'You asked for fabrication: a fabricator will contact you within 24 to 48 hours.']
    : [];
  const details = [
    `Order ${orderData.quoteNumber} placed ${orderData.orderDate.slice(0, 10)} by ${orderData.placedBy}`,
    `Customer: ${customerName} <${customerData.email}>${customerData.phone ? `, ${customerData.phone}` : ''}`,
    ...(orderData.projectName ? [`Project: ${orderData.projectName}`] : []),
    ...(orderData.notes ? [`Notes: ${orderData.notes}`] : []),
    ...(orderData.needsFabricationLead ? ['Fabrication lead: yes'] : []),
    '',
    ...summary,
    '',
    ...addressLines(orderData),
  ];
  return [
    {
      kind: ORDER_MAIL_KINDS.customer,
      showroomId: showroomData.id,
      to: customerData.email,
      replyTo: showroomData.email,
      subject: `Your order ${orderData.quoteNumber} with ${showroomData.name}`,
      text: [
        `Hello ${customerData.firstName},`,
        '',
        `Thank you for your order with ${showroomData.name}. Your order number is ${orderData.quoteNumber}.`,
        '',
        ...summary,
        '',
        ...addressLines(orderData),
        ...lead,
        '',
        `Questions? Reply to this e-mail or write to ${showroomData.email}.`,
      ].join('\n'),
    },
    {
      kind: ORDER_MAIL_KINDS.showroom,
      showroomId: showroomData.id,
      to: showroomData.email,
      replyTo: customerData.email,
      subject: `New material order ${orderData.quoteNumber} — ${customerName}`,
      text: details.join('\n'),
    },
    {
      kind: ORDER_MAIL_KINDS.admin,
      showroomId: showroomData.id,
      to: env.platformAdminEmail,
      subject: `Material order ${orderData.quoteNumber} from ${showroomData.name}`,
      text: [`Showroom: ${showroomData.name} <${showroomData.email}>`, ...details].join('\n'),
    },
  ];
}

export async function enqueueOrderConfirmations(
  tx: Executor,
  data: TOrderEmailData,
  env: Pick<Env, 'platformAdminEmail'>,
  now: Date,
): Promise<void> {
  await enqueueMails(tx, orderConfirmationMails(data, env), now);
}
