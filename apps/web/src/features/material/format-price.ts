import { dollarsToCents, formatUsd, isPriceOnRequest } from '@stonetool/domain/money';

export const PRICE_ON_REQUEST = 'Price on request';

/**
 * A price the API gives in dollars shows as US dollars with 2 decimals, or 'Price on request'
 * when zero or missing (spec 01 section 5). Formatting goes through cents, as all money does.
 */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return PRICE_ON_REQUEST;
  const cents = dollarsToCents(price);
  return isPriceOnRequest(cents) ? PRICE_ON_REQUEST : formatUsd(cents);
}
