import type { TShowroomOrder } from '@stonetool/contracts/showroom-orders';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import { ORDER_STATUS_LABELS } from '@stonetool/domain/orders/order-status';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../pdf/pdf-bytes';

/** The showroom an order PDF is printed for. */
export interface OrderPdfBusiness {
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  /** PNG or JPEG bytes of the showroom logo, when it has one in storage. */
  logo: Uint8Array | null;
}

const MARGIN = 50;
const WIDTH = 612 - 2 * MARGIN;
const INK = '#111827';
const MUTED = '#4b5563';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * An order as a one-document PDF for the owner to print or send (issue 21): the showroom's header,
 * the customer, each stone line and the totals of the pricing breakdown, with the status as people
 * read it. Wholesale costs are never printed: the document is for the customer.
 */
export async function renderOrderPdf(order: TShowroomOrder, business: OrderPdfBusiness): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Order ${order.quote_number}` },
  });
  const done = pdfBytes(doc);
  let textX = MARGIN;
  if (business.logo) {
    try {
      doc.image(Buffer.from(business.logo), MARGIN, MARGIN, { fit: [120, 60] });
      textX = MARGIN + 135;
    } catch {
      // A logo pdfkit cannot read (corrupt or an unsupported format) is left out, not fatal.
    }
  }
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(business.name, textX, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const detail of [business.email, business.phone, business.address]) {
    if (detail) doc.text(detail, textX);
  }
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, MARGIN + 70);

  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(`Order ${order.quote_number}`, MARGIN);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Order date: ${dayFormat.format(new Date(order.order_date))}`);
  doc.text(`Status: ${ORDER_STATUS_LABELS[order.status]}`);
  doc.text(`Placed by: ${order.placed_by}`);
  if (order.project_name) doc.text(`Project: ${order.project_name}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').text('Customer');
  doc.font('Helvetica').text(`${order.customer.first_name} ${order.customer.last_name}`);
  doc.text(order.customer.email);
  if (order.customer.phone) doc.text(order.customer.phone);
  const delivery = order.delivery;
  doc.text(
    delivery.method === 'will_call'
      ? 'Will call (pick-up at the showroom)'
      : ['Deliver to:', delivery.street_address, delivery.city, delivery.state, delivery.zip_code]
          .filter(Boolean)
          .join(' '),
  );
  doc.moveDown();

  doc.font('Helvetica-Bold').text('Stones');
  doc.font('Helvetica');
  for (const item of order.items) {
    const slabs = `${item.quantity_slabs} ${item.quantity_slabs === 1 ? 'slab' : 'slabs'}`;
    const discount = item.discount_percent > 0 ? `, ${item.discount_percent}% off` : '';
    doc.text(
      `${item.brand} ${item.color} (${item.type}, ${item.thickness}, ${item.finish}): ${slabs}, ${item.quantity} sq ft × ${usd(item.unit_price)}${discount} = ${usd(item.line_total)}`,
      { width: WIDTH },
    );
  }
  doc.moveDown();

  const b = order.pricing_breakdown;
  const totals: [string, number][] = [
    ['Material', b.material_cost],
    ...(b.discount > 0 ? [['Discount', -b.discount] as [string, number]] : []),
    ['Sales tax', b.tax],
    ['Delivery', b.delivery],
    ...(b.fabrication_cost > 0 ? [['Fabrication', b.fabrication_cost] as [string, number]] : []),
    ...(b.additional_costs > 0 ? [['Additional costs', b.additional_costs] as [string, number]] : []),
  ];
  for (const [label, amount] of totals)
    doc.text(`${label}: ${usd(amount)}`, { align: 'right', width: WIDTH });
  doc.font('Helvetica-Bold').text(`Total: ${usd(b.total)}`, { align: 'right', width: WIDTH });
  if (order.notes) {
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Notes');
    doc.font('Helvetica').text(order.notes, { width: WIDTH });
  }
  doc.end();
  return done;
}
