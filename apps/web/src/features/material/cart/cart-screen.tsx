import { useMemo, useState } from 'react';
import { formatUsd } from '@stonetool/domain/money';
import { DEFAULT_SALES_TAX_RATE_PERCENT } from '@stonetool/domain/pricing/order-totals';
import { Alert } from '../../../components/alert';
import { PageMain } from '../../../components/page-main';
import { orderableItems, orderSummary } from '../order/order-summary';
import { useMaterial } from '../state/material-context';
import { CartLine } from './cart-line';
import { invalidCartItems } from './cart-validity';
import { LoadCartModal } from './load-cart-modal';
import { PendingDiscountCheck } from './pending-discount-check';
import { SaveCartModal } from './save-cart-modal';
import { useSpecialPricing } from './use-special-pricing';

export const CART_EMPTY = 'Cart is empty';
export const NO_VALID_ITEMS = 'No valid items in cart to process.';

/**
 * The cart view of Material Mode (spec 01 sections 2, 4 and 5): its lines with quantity, discount
 * and special price; Save/Update Cart, Load Cart, Continue Shopping, Clear Cart and Proceed to
 * Checkout; the empty state; the invalid-items banner.
 */
export function CartScreen() {
  const { state, dispatch, setView } = useMaterial();
  const [saveOpen, setSaveOpen] = useState(false);
  const [loadOpen, setLoadOpen] = useState(false);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const items = state.cart;
  useSpecialPricing(items, dispatch);

  const invalid = invalidCartItems(items);
  const { lines, totals } = useMemo(
    () =>
      orderSummary(items, {
        includeSalesTax: false,
        taxRatePercent: DEFAULT_SALES_TAX_RATE_PERCENT,
        deliveryMethod: 'will_call',
        deliveryCents: 0,
      }),
    [items],
  );
  const pricedById = new Map(lines.map((line) => [line.item.id, line]));

  const checkout = () => {
    if (items.length === 0) return setCheckoutError(CART_EMPTY);
    if (orderableItems(items).length === 0) return setCheckoutError(NO_VALID_ITEMS);
    setCheckoutError(null);
    setView('order');
  };

  const modals = (
    <>
      {saveOpen ? <SaveCartModal open={saveOpen} onOpenChange={setSaveOpen} /> : null}
      <LoadCartModal open={loadOpen} onOpenChange={setLoadOpen} />
    </>
  );

  if (items.length === 0) {
    return (
      <PageMain className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
        <h1 className="text-3xl font-bold text-stone-900">Shopping Cart</h1>
        {checkoutError ? (
          <div className="mt-4">
            <Alert tone="error">{checkoutError}</Alert>
          </div>
        ) : null}
        <div className="mt-8 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <h2 className="text-xl font-semibold text-stone-900">Your cart is empty</h2>
          <p className="mt-2 text-stone-700">Browse the catalog and add slabs for your client.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            <button type="button" className="btn btn-primary" onClick={() => setView('catalog')}>
              Browse Stones
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setLoadOpen(true)}>
              Load Cart
            </button>
            <button type="button" className="btn btn-secondary" onClick={checkout}>
              Proceed to Checkout
            </button>
          </div>
        </div>
        {modals}
      </PageMain>
    );
  }

  return (
    <PageMain className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">Shopping Cart</h1>
          <p className="mt-1 text-stone-700">
            {items.length} {items.length === 1 ? 'item' : 'items'} · {totals.totalSlabs} slabs
          </p>
        </div>
        {state.quote ? (
          <p className="text-sm text-stone-800">
            Reference number: <span className="font-semibold">{state.quote.quoteNumber}</span>
          </p>
        ) : null}
      </div>

      {invalid.length > 0 ? (
        <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <h2 className="font-semibold">Cart Contains Invalid Items</h2>
          <p className="mt-1 text-sm">
            {invalid
              .map((item) => `${item.stone.Brand} ${item.stone.Color}`.trim() || 'Unknown stone')
              .join(', ')}{' '}
            cannot be ordered: the stone is incomplete or has no price.
          </p>
          <button
            type="button"
            className="btn btn-secondary mt-3"
            onClick={() => dispatch({ type: 'cart/clear' })}
          >
            Reset Cart
          </button>
        </div>
      ) : null}

      <ul className="mt-6 space-y-4" aria-label="Cart items">
        {items.map((item) => (
          <CartLine key={item.id} item={item} priced={pricedById.get(item.id)} />
        ))}
      </ul>
      {items.map((item) => (
        <PendingDiscountCheck key={item.id} item={item} />
      ))}

      <section aria-label="Cart total" className="card mt-6 space-y-1 p-4 text-right">
        <p className="text-stone-800">Material subtotal: {formatUsd(totals.subtotalCents)}</p>
        {totals.specialSavingsCents + totals.discountCents > 0 ? (
          <p className="text-emerald-800">
            Savings: −{formatUsd(totals.specialSavingsCents + totals.discountCents)}
          </p>
        ) : null}
        <p className="text-lg font-bold text-stone-900">
          Total before tax and delivery: {formatUsd(totals.taxableCents)}
        </p>
      </section>

      {checkoutError ? (
        <div className="mt-4">
          <Alert tone="error">{checkoutError}</Alert>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap gap-2">
        <button type="button" className="btn btn-secondary" onClick={() => setSaveOpen(true)}>
          {state.quote ? 'Update Cart' : 'Save Cart'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setLoadOpen(true)}>
          Load Cart
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setView('catalog')}>
          Continue Shopping
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => dispatch({ type: 'cart/clear' })}>
          Clear Cart
        </button>
        <button type="button" className="btn btn-primary sm:ml-auto" onClick={checkout}>
          Proceed to Checkout
        </button>
      </div>
      {modals}
    </PageMain>
  );
}
