import { NO_VALID_ITEMS } from '@stonetool/contracts/orders';
import { useRef, useState } from 'react';
import { showMaterialToast } from '../../../components/material-toasts';
import { discountBlocksCheckout } from '../cart/discount-check';
import { useMaterial } from '../state/material-context';
import {
  confirmationEmailFailed,
  EMAIL_CONFIRMATION_FAILED,
  ORDER_FAILED,
  ORDER_FAILED_TOAST,
  submitMaterialOrder,
} from './api/order-api';
import { buildOrderRequest } from './order-form';
import type { OrderPricing } from './use-order-pricing';
import type { OrderFormValues } from './use-order-form';
import { missingRequiredFields } from './required-fields';

/** Session and cart are cleared this long after a successful order (spec 01 section 9). */
const RESET_AFTER_ORDER_MS = 3_000;

/** The spec's message, and beneath it the server's reason when it gave one (e.g. changed prices). */
export type OrderFailure = { message: string; reason: string | null };

/**
 * Submit Material Order (spec 01 sections 4, 5, 8 and 9): the fields still missing open the
 * Required Fields Missing dialog; otherwise one order is placed per checkout attempt, a success
 * toast names its number, and the session and cart clear a moment later.
 */
export function usePlaceOrder(pricing: OrderPricing) {
  const { state, dispatch, showroomId } = useMaterial();
  const [missing, setMissing] = useState<string[]>([]);
  // Kept apart from the list, so the list is still there when focus returns after closing.
  const [missingOpen, setMissingOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  // One checkout attempt, one key: a double click, or a retry after a lost answer, replays the first
  // order. A refused submit stores nothing on the server, so the same key serves the corrected retry.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const running = useRef(false);

  /** Shows what keeps the order from going (no valid items, or fields still missing); false when nothing does. */
  const showBlocked = (values: OrderFormValues): boolean => {
    const { lines } = pricing;
    if (lines.length === 0) {
      setFailure({ message: NO_VALID_ITEMS, reason: null });
      return true;
    }
    const list = missingRequiredFields(
      values.customer,
      values.details.deliveryMethod,
      lines.map(({ item }) => ({
        brand: item.stone.Brand,
        color: item.stone.Color,
        discountPercent: item.discountEnabled ? item.discountPercent : 0,
        discountValid: !discountBlocksCheckout(item),
      })),
    );
    if (list.length === 0) return false;
    setMissing(list);
    setMissingOpen(true);
    return true;
  };

  const placeOrder = async (values: OrderFormValues): Promise<void> => {
    if (running.current || showBlocked(values)) return;
    const { lines, totals, includeSalesTax } = pricing;
    running.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const order = await submitMaterialOrder(
        buildOrderRequest({
          items: lines.map((line) => line.item),
          customer: values.customer,
          details: { ...values.details, includeSalesTax },
          totals,
          taxRatePercent: pricing.taxRatePercent,
          delivery: pricing.delivery,
          showroomId,
          session: state.session,
          existingQuoteId: state.quote?.quoteId ?? null,
        }),
        idempotencyKey,
      );
      showMaterialToast('success', `Order submitted successfully! Order number: ${order.quoteNumber}`);
      // The order stands whatever the mails do; a failure shows as a warning on the catalog.
      void confirmationEmailFailed(order).then((failed) => {
        if (failed) showMaterialToast('warning', EMAIL_CONFIRMATION_FAILED);
      });
      dispatch({ type: 'order/placed', orderData: order.emailData.orderData, now: new Date().toISOString() });
      // The order view is gone by then; the provider's dispatch still clears the session and cart.
      window.setTimeout(() => dispatch({ type: 'consultation/new-client' }), RESET_AFTER_ORDER_MS);
    } catch (error) {
      const reason = error instanceof Error && error.message !== ORDER_FAILED ? error.message : null;
      setFailure({ message: ORDER_FAILED, reason: reason || null });
      showMaterialToast('error', ORDER_FAILED_TOAST);
      running.current = false;
      setSubmitting(false);
    }
  };

  return { placeOrder, showBlocked, submitting, failure, missing, missingOpen, setMissingOpen };
}
