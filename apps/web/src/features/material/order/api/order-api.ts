import { useQuery } from '@tanstack/react-query';
import {
  ZMaterialOrderResponse,
  ZOrderConfirmationEmailResponse,
  type TMaterialOrderRequest,
  type TMaterialOrderResponse,
  type TOrderConfirmationEmailResponse,
} from '@stonetool/contracts/orders';
import { ZGetCustomerResponse, type TCustomerDetails } from '@stonetool/contracts/customers';
import { ZDeliveryPricingResponse, type TDeliveryBreakdownLine } from '@stonetool/contracts/pricing';
import { ZTaxSettingsResponse } from '@stonetool/contracts/showroom';
import { dollarsToCents } from '@stonetool/domain/money';
import {
  DEFAULT_SALES_TAX_ENABLED,
  DEFAULT_SALES_TAX_RATE_PERCENT,
} from '@stonetool/domain/pricing/order-totals';
import { apiJson } from '../../../../lib/http/api-json';
import { queryString } from '../../../../lib/http/query-string';
import { queryKeys } from '../../../../lib/query-keys';

export const ORDER_FAILED = 'Failed to submit order. Please try again or contact us directly.';
export const ORDER_FAILED_TOAST = 'Failed to submit order. Please try again.';
export const EMAIL_CONFIRMATION_FAILED = 'Email confirmation failed';
/** Customer lookup debounce (spec 01 section 9). */
export const CUSTOMER_LOOKUP_DEBOUNCE_MS = 500;

export type TaxSettings = { ratePercent: number; enabled: boolean };

/**
 * GET /api/showroom/tax-settings. A failure is only logged (spec 01 section 8) and the spec's
 * default of 9.75 %, on, applies.
 */
export async function getTaxSettings(showroomId: string | null): Promise<TaxSettings> {
  const fallback = { ratePercent: DEFAULT_SALES_TAX_RATE_PERCENT, enabled: DEFAULT_SALES_TAX_ENABLED };
  try {
    const parsed = await apiJson(
      ZTaxSettingsResponse,
      `/api/showroom/tax-settings?${queryString({ showroom_id: showroomId })}`,
      { fallback: 'tax settings unavailable' },
    );
    return { ratePercent: parsed.data.sales_tax_rate, enabled: parsed.data.tax_enabled };
  } catch (error) {
    console.warn('Tax settings could not be loaded; using the default rate.', error);
    return fallback;
  }
}

export function useTaxSettings(showroomId: string | null) {
  return useQuery({
    queryKey: queryKeys.taxSettings(showroomId),
    queryFn: () => getTaxSettings(showroomId),
    staleTime: 5 * 60 * 1000,
  });
}

export type DeliveryQuote = { deliveryCents: number; breakdown: TDeliveryBreakdownLine[] };
const NO_DELIVERY: DeliveryQuote = { deliveryCents: 0, breakdown: [] };

/**
 * POST /api/delivery-pricing (spec 01 section 7): the cart's brands and slab counts. The token
 * is sent, so the showroom's own delivery rules apply, as they will on the order. A failure is
 * logged, and delivery resets to 0 with no breakdown (spec 01 section 8).
 */
export async function getDeliveryPricing(
  lines: readonly { brand: string; quantity: number }[],
): Promise<DeliveryQuote> {
  if (lines.length === 0) return NO_DELIVERY;
  try {
    const parsed = await apiJson(ZDeliveryPricingResponse, '/api/delivery-pricing', {
      method: 'POST',
      json: { cartItems: lines },
      fallback: 'delivery pricing unavailable',
    });
    return { deliveryCents: dollarsToCents(parsed.deliveryCost), breakdown: parsed.breakdown };
  } catch (error) {
    console.warn('Delivery pricing could not be calculated; delivery is $0.00.', error);
    return NO_DELIVERY;
  }
}

export function useDeliveryPricing(lines: readonly { brand: string; quantity: number }[], enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.deliveryPricing(lines),
    queryFn: () => getDeliveryPricing(lines),
    enabled,
  });
}

/**
 * POST /api/get-customer: a known client by e-mail. Only for an address with @ (spec 01 section
 * 4); a failure is logged and nothing is filled in.
 */
export async function lookUpCustomer(
  showroomId: string | null,
  email: string,
): Promise<TCustomerDetails | null> {
  if (!email.includes('@')) return null;
  try {
    const body = await apiJson(ZGetCustomerResponse, '/api/get-customer', {
      method: 'POST',
      json: { email: email.trim(), showroomId },
      fallback: 'customer lookup failed',
    });
    return body.customer;
  } catch (error) {
    console.warn('Customer lookup failed.', error);
    return null;
  }
}

/**
 * POST /api/material-orders with an Idempotency-Key: the same key for every retry of one
 * checkout attempt, so a double click or a retry after a lost answer places one order.
 */
export async function submitMaterialOrder(
  request: TMaterialOrderRequest,
  idempotencyKey: string,
): Promise<TMaterialOrderResponse['data']> {
  const body = await apiJson(ZMaterialOrderResponse, '/api/material-orders', {
    method: 'POST',
    json: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    fallback: ORDER_FAILED,
  });
  return body.data;
}

/** How long after an order the web keeps asking about confirmations not yet attempted. */
const CONFIRMATION_WATCH_MS = 10_000;
const CONFIRMATION_ASK_EVERY_MS = 1_000;

/** POST /api/send-resend, emailType material_order_confirmation: how the order's mails stand now. */
async function reportConfirmationEmails(
  order: TMaterialOrderResponse['data'],
): Promise<TOrderConfirmationEmailResponse> {
  return apiJson(ZOrderConfirmationEmailResponse, '/api/send-resend', {
    method: 'POST',
    json: {
      emailType: 'material_order_confirmation',
      orderData: order.emailData.orderData,
      customerData: order.emailData.customerData,
      showroomData: order.emailData.showroomData,
    },
    fallback: EMAIL_CONFIRMATION_FAILED,
  });
}

/**
 * Whether the order's confirmation mails failed. The mail worker makes its first attempt within
 * seconds, so while the server reports mails still `pending` this asks again every second, for
 * up to 10 s after the order, and at least once more after a first `pending`: a first answer
 * that took the whole window (a slow network, a busy machine) must not end the watch unasked. A
 * mail still waiting then is left to the worker and not reported. A failed check counts as
 * failed, since the salesperson should then confirm with the client another way.
 */
export async function confirmationEmailFailed(order: TMaterialOrderResponse['data']): Promise<boolean> {
  const giveUpAt = Date.now() + CONFIRMATION_WATCH_MS;
  try {
    for (let asked = 1; ; asked += 1) {
      const report = await reportConfirmationEmails(order);
      if (report.error !== null) return true;
      if (!report.pending) return false;
      if (asked > 1 && Date.now() + CONFIRMATION_ASK_EVERY_MS > giveUpAt) return false;
      await new Promise((resolve) => window.setTimeout(resolve, CONFIRMATION_ASK_EVERY_MS));
    }
  } catch {
    return true;
  }
}
