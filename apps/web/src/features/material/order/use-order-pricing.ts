import { useMemo } from 'react';
import { useSpecialPricing } from '../cart/use-special-pricing';
import { useMaterial } from '../state/material-context';
import { useFabricationLeadPricing } from '../../../lib/get-fabrication-lead-pricing';
import { useDeliveryPricing, useTaxSettings, type DeliveryQuote } from './api/order-api';
import { fabricationRangeLines } from './fabrication-lead';
import { orderableItems, orderSummary } from './order-summary';

export type OrderPricing = ReturnType<typeof useOrderPricing>;

/**
 * What the checkout shows and sends in money (spec 01 sections 4 and 6): the cart's orderable
 * lines with special pricing applied, the showroom's tax rate and whether tax applies, the delivery quote while delivery
 * is chosen, the totals, and the fabrication price ranges of the cart's stone types.
 */
export function useOrderPricing(options: { isDelivery: boolean; salesTaxChoice: boolean | null }) {
  const { state, dispatch, showroomId } = useMaterial();
  const items = state.cart;
  useSpecialPricing(items, dispatch);
  const leadPricing = useFabricationLeadPricing();
  const tax = useTaxSettings(showroomId);
  const taxRatePercent = tax.data?.ratePercent ?? 0;

  const deliveryLines = useMemo(
    () => orderableItems(items).map((item) => ({ brand: item.stone.Brand, quantity: item.quantity })),
    [items],
  );
  const { isDelivery, salesTaxChoice } = options;
  // The showroom's setting (on while it loads, or when it cannot be read) until the person chooses.
  const includeSalesTax = salesTaxChoice ?? tax.data?.enabled ?? true;
  const deliveryQuery = useDeliveryPricing(deliveryLines, isDelivery);
  const delivery: DeliveryQuote = deliveryQuery.data ?? { deliveryCents: 0, breakdown: [] };

  const { lines, totals } = useMemo(
    () =>
      orderSummary(items, {
        includeSalesTax,
        taxRatePercent,
        deliveryMethod: isDelivery ? 'delivery' : 'will_call',
        deliveryCents: isDelivery ? delivery.deliveryCents : 0,
      }),
    [items, includeSalesTax, taxRatePercent, isDelivery, delivery.deliveryCents],
  );
  const fabricationRanges = fabricationRangeLines(
    lines.map((line) => line.item.stone.Type),
    leadPricing.data ?? [],
  );

  return {
    lines,
    totals,
    taxRatePercent,
    includeSalesTax,
    delivery,
    deliveryLoading: isDelivery && deliveryQuery.isFetching,
    /** The showroom's sales tax is still loading: totals shown now leave it out. */
    taxLoading: tax.isPending,
    fabricationRanges,
  };
}
