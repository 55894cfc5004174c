import { sumCents } from '../money';

/**
 * How long before the access token expires the link counts as needing a refresh. Intuit's access
 * tokens live one hour; ten minutes leaves a person time to press Refresh and the invoice worker
 * (which refreshes by itself) a margin over a slow call.
 */
export const REFRESH_WINDOW_SECONDS = 10 * 60;

/** Spec 03: "Refresh appears only when needs_refresh is set": the access token expires within the window. */
export function needsRefresh(accessTokenExpiresAt: Date, now: Date): boolean {
  return accessTokenExpiresAt.getTime() - now.getTime() <= REFRESH_WINDOW_SECONDS * 1000;
}

export interface InvoiceItem {
  description: string;
  quantity: number;
  /** What the customer pays for the line after special prices and discounts. */
  lineTotalCents: number;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  amountCents: number;
}

/**
 * An order as an invoice: one line per order item at what the customer pays for it, then a
 * 'Sales tax' line and a 'Delivery' line when they are not zero, so the lines add up to the order's
 * total (subtotal − savings − discounts + tax + delivery).
 */
export function invoiceLines(
  items: readonly InvoiceItem[],
  taxCents: number,
  deliveryCents: number,
): InvoiceLine[] {
  return [
    ...items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      amountCents: item.lineTotalCents,
    })),
    ...(taxCents > 0 ? [{ description: 'Sales tax', quantity: 1, amountCents: taxCents }] : []),
    ...(deliveryCents > 0 ? [{ description: 'Delivery', quantity: 1, amountCents: deliveryCents }] : []),
  ];
}

/** The invoice's total: the sum of its lines. */
export function invoiceTotalCents(lines: readonly InvoiceLine[]): number {
  return sumCents(lines.map((line) => line.amountCents));
}
