import { dollarsToCents, formatUsd, isPriceOnRequest, scaleCents } from '@stonetool/domain/money';

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

/** Whole dollars, as the option modal's list shows prices (spec 01 section 2): $1,234.50 → "$1,235". */
export function formatWholeDollars(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return PRICE_ON_REQUEST;
  const cents = dollarsToCents(price);
  if (isPriceOnRequest(cents)) return PRICE_ON_REQUEST;
  return formatUsd(scaleCents(cents, [], [100]) * 100).slice(0, -3);
}

/** A catalog group's price range in cents: one price, "min – max", or 'Price on request'. */
export function formatCentsRange(range: { min: number; max: number } | null): string {
  if (range === null) return PRICE_ON_REQUEST;
  return range.min === range.max ? formatUsd(range.min) : `${formatUsd(range.min)} – ${formatUsd(range.max)}`;
}
