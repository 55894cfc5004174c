const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const PRICE_ON_REQUEST = 'Price on request';

/** A price shows as US dollars with 2 decimals, or 'Price on request' when zero or missing (spec 01 section 5). */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return PRICE_ON_REQUEST;
  return dollars.format(price);
}
