import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import type { OrderTotals } from '@stonetool/domain/pricing/order-totals';
import type { DeliveryQuote } from './api/order-api';
import type { SummaryLine } from './order-summary';

type Props = {
  lines: SummaryLine[];
  totals: OrderTotals;
  taxRatePercent: number;
  includeSalesTax: boolean;
  showDelivery: boolean;
  delivery: DeliveryQuote;
  deliveryLoading: boolean;
};

/**
 * The order summary (spec 01 section 2): per-slab price with the Special Price marker, quantity,
 * additional discount, material subtotal, savings, sales tax, delivery with its breakdown, and
 * the final total.
 */
export function OrderSummaryPanel({
  lines,
  totals,
  taxRatePercent,
  includeSalesTax,
  showDelivery,
  delivery,
  deliveryLoading,
}: Props) {
  const savings = totals.specialSavingsCents + totals.discountCents;
  return (
    <section aria-labelledby="order-summary" className="card space-y-4 p-4">
      <h2 id="order-summary" className="text-xl font-semibold text-stone-900">
        Order Summary
      </h2>
      <ul className="space-y-3" aria-label="Order items">
        {lines.map((line) => (
          <li key={line.item.id} className="border-b border-stone-200 pb-3 text-sm">
            <p className="font-semibold text-stone-900">
              {line.item.stone.Brand} {line.item.stone.Color}
            </p>
            <p className="text-stone-700">
              {line.specialUnitPriceCents !== null ? (
                <>
                  <span className="line-through">{formatUsd(line.unitPriceCents)}</span>{' '}
                  {formatUsd(line.specialUnitPriceCents)} per slab{' '}
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
                    Special Price
                  </span>
                </>
              ) : (
                <>{formatUsd(line.unitPriceCents)} per slab</>
              )}
            </p>
            <p className="text-stone-700">Quantity: {line.quantity}</p>
            {line.discountCents > 0 ? (
              <p className="text-emerald-800">
                Additional discount ({line.item.discountPercent}%): −{formatUsd(line.discountCents)}
              </p>
            ) : null}
            <p className="text-right font-medium text-stone-900">{formatUsd(line.lineTotalCents)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 text-sm">
        <Row label="Material subtotal" value={formatUsd(totals.subtotalCents)} />
        {savings > 0 ? (
          <Row label="Savings" value={`−${formatUsd(savings)}`} tone="text-emerald-800" />
        ) : null}
        <Row
          label={includeSalesTax ? `Sales tax (${taxRatePercent}%)` : 'Sales tax'}
          value={includeSalesTax ? formatUsd(totals.taxCents) : 'Not included'}
        />
        {showDelivery ? (
          <>
            <Row
              label="Delivery"
              value={deliveryLoading ? 'Calculating...' : formatUsd(totals.deliveryCents)}
            />
            {delivery.breakdown.length > 0 ? (
              <div className="pl-3 text-stone-700">
                <dt className="sr-only">Delivery breakdown</dt>
                <dd>
                  <ul aria-label="Delivery breakdown">
                    {delivery.breakdown.map((entry) => (
                      <li key={entry.brand} className="flex justify-between gap-2">
                        <span>
                          {entry.brand} ({entry.slabs} {entry.slabs === 1 ? 'slab' : 'slabs'})
                        </span>
                        <span>{formatUsd(dollarsToCents(entry.amount))}</span>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </>
        ) : (
          <Row label="Delivery" value="Will call" />
        )}
        <div className="flex justify-between gap-2 border-t border-stone-300 pt-2 text-base font-bold text-stone-900">
          <dt>Final total</dt>
          <dd>{formatUsd(totals.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Row({ label, value, tone = 'text-stone-900' }: { label: string; value: string; tone?: string }) {
  return (
    <div className={`flex justify-between gap-2 ${tone}`}>
      <dt>{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
