import type { TShowroomOrder } from '@stonetool/contracts/showroom-orders';
import type { ShowroomRow } from '@stonetool/db/schema/showrooms';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@stonetool/domain/orders/order-status';
import { escapeHtml } from '../../http/escape-html';
import type { MailToSend } from '../mail/enqueue-mail';

export const ORDER_STATUS_MAIL_KIND = 'order_status_update';

/** The changes a customer hears about (issue 21); pending and completed are the showroom's own steps. */
const NOTIFIED_STATUSES: readonly OrderStatus[] = ['processing', 'delivered', 'cancelled'];

const SENTENCES: Partial<Record<OrderStatus, string>> = {
  processing: 'is being prepared',
  delivered: 'has been delivered',
  cancelled: 'has been cancelled',
};

type Branding = Pick<ShowroomRow, 'id' | 'name' | 'email' | 'primaryColor' | 'logoUrl' | 'orderStatusEmails'>;

/**
 * The e-mail telling the customer their order moved to processing, delivered or cancelled, from
 * the showroom (its name, colour and logo; replies go to its address); null when the status is
 * not one the customer hears about or the owner turned these e-mails off.
 */
export function orderStatusMail(order: TShowroomOrder, showroom: Branding): MailToSend | null {
  const sentence = SENTENCES[order.status];
  if (!showroom.orderStatusEmails || !NOTIFIED_STATUSES.includes(order.status) || !sentence) return null;
  const status = ORDER_STATUS_LABELS[order.status];
  const total = formatUsd(dollarsToCents(order.pricing_breakdown.total));
  const lines = [
    `Hello ${order.customer.first_name},`,
    `Your order ${order.quote_number} with ${showroom.name} ${sentence}.`,
    `Status: ${status}`,
    `Order total: ${total}`,
    `Questions? Reply to this e-mail or write to ${showroom.email}.`,
  ];
  const logo = showroom.logoUrl
    ? `<img src="${escapeHtml(showroom.logoUrl)}" alt="${escapeHtml(showroom.name)}" style="max-height:48px">`
    : '';
  return {
    kind: ORDER_STATUS_MAIL_KIND,
    showroomId: showroom.id,
    to: order.customer_email,
    replyTo: showroom.email,
    subject: `Your order ${order.quote_number} with ${showroom.name}: ${status}`,
    text: [lines[0], '', lines[1], '', lines[2], lines[3], '', lines[4]].join('\n'),
    html: [
      `<div style="background:${escapeHtml(showroom.primaryColor)};color:#ffffff;padding:16px;font-family:sans-serif">`,
      `${logo}<h1 style="margin:8px 0 0;font-size:20px">${escapeHtml(showroom.name)}</h1></div>`,
      '<div style="padding:16px;font-family:sans-serif">',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      '</div>',
    ].join('\n'),
  };
}
