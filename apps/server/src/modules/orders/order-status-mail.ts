import type { TShowroomOrder } from '@stonetool/contracts/showroom-orders';
import type { ShowroomRow } from '@stonetool/db/schema/showrooms';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@stonetool/domain/orders/order-status';
import { escapeHtml } from '../../http/escape-html';
import type { MailToSend } from '../mail/enqueue-mail';

export const ORDER_STATUS_MAIL_KIND = 'order_status_update';

/**
 * The changes a customer hears about (issue 21), and how the e-mail says them; pending and
 * completed are the showroom's own steps.
 */
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
  if (!showroom.orderStatusEmails || !sentence) return null;
  const status = ORDER_STATUS_LABELS[order.status];
  const total = formatUsd(dollarsToCents(order.pricing_breakdown.total));
  // Paragraphs of the e-mail; the text version separates them by a blank line.
  const paragraphs = [
    `Hello ${order.customer.first_name},`,
    `Your order ${order.quote_number} with ${showroom.name} ${sentence}.`,
    `Status: ${status}\nOrder total: ${total}`,
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
    text: paragraphs.join('\n\n'),
    html: [
      `<div style="background:${escapeHtml(showroom.primaryColor)};color:#ffffff;padding:16px;font-family:sans-serif">`,
      `${logo}<h1 style="margin:8px 0 0;font-size:20px">${escapeHtml(showroom.name)}</h1></div>`,
      '<div style="padding:16px;font-family:sans-serif">',
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace('\n', '<br>')}</p>`),
      '</div>',
    ].join('\n'),
  };
}
