import { useState } from 'react';
import { SAVED_CARTS_PAGE_SIZE, type TSavedCartEntry } from '@stonetool/contracts/carts';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { formatPrice } from '../format-price';
import { useMaterial } from '../state/material-context';
import { useSavedCart, useSavedCarts } from './api/load-carts';
import { timeLabel } from '../../../lib/time-label';
import { useLoadSavedCart } from './use-load-saved-cart';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Load Cart (spec 01 sections 4 and 8): the showroom's saved carts, 20 a page, optionally for one
 * customer's e-mail; a cart's detail; loading it into the cart.
 */
export function LoadCartModal({ open, onOpenChange }: Props) {
  const [selected, setSelected] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (!next) setSelected(null);
    onOpenChange(next);
  };
  return (
    <Modal open={open} onOpenChange={close} title="Load Cart">
      {selected ? (
        <CartDetail cartId={selected} onBack={() => setSelected(null)} onLoaded={() => close(false)} />
      ) : (
        <CartList open={open} onSelect={setSelected} />
      )}
    </Modal>
  );
}

function CartList({ open, onSelect }: { open: boolean; onSelect: (id: string) => void }) {
  const { showroomId } = useMaterial();
  const [page, setPage] = useState(0);
  const [email, setEmail] = useState('');
  const carts = useSavedCarts(showroomId, page, email, open);
  const total = carts.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SAVED_CARTS_PAGE_SIZE));
  const now = new Date();

  return (
    <div className="space-y-4">
      <TextField
        label="Customer email"
        type="search"
        value={email}
        placeholder="All customers"
        onChange={(event) => {
          setEmail(event.target.value);
          setPage(0);
        }}
      />
      {carts.isPending ? <p className="text-stone-700">Loading saved carts...</p> : null}
      {carts.isError ? (
        <div className="space-y-2">
          <Alert tone="error">{carts.error.message}</Alert>
          <button type="button" className="btn btn-secondary" onClick={() => void carts.refetch()}>
            Try Again
          </button>
        </div>
      ) : null}
      {carts.data && carts.data.data.length === 0 ? (
        <p className="text-stone-700">No saved carts found.</p>
      ) : null}
      {carts.data && carts.data.data.length > 0 ? (
        <ul className="space-y-2" aria-label="Saved carts">
          {carts.data.data.map((cart) => (
            <li key={cart.id}>
              <CartEntryButton cart={cart} now={now} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </button>
          <span className="text-sm text-stone-700">
            Page {page + 1} of {pages}
          </span>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={page + 1 >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </button>
        </div>
      ) : null}
    </div>
  );
}

function CartEntryButton({
  cart,
  now,
  onSelect,
}: {
  cart: TSavedCartEntry;
  now: Date;
  onSelect: (id: string) => void;
}) {
  return (
    <button
      type="button"
      className="w-full rounded-md border border-stone-300 p-3 text-left hover:bg-stone-100"
      onClick={() => onSelect(cart.id)}
    >
      <span className="block font-semibold text-stone-900">
        {cart.cart_name || 'Material Cart'} · {cart.quote_number}
      </span>
      <span className="block text-sm text-stone-700">
        {[cart.customer_name, cart.customer_email].filter(Boolean).join(' · ')}
      </span>
      <span className="block text-sm text-stone-700">
        {cart.items_count} items · {cart.total_slabs} slabs · {formatPrice(cart.total_price)} ·{' '}
        {timeLabel(cart.updated_at, now)}
      </span>
    </button>
  );
}

function CartDetail({
  cartId,
  onBack,
  onLoaded,
}: {
  cartId: string;
  onBack: () => void;
  onLoaded: () => void;
}) {
  const { showroomId } = useMaterial();
  const cart = useSavedCart(showroomId, cartId);
  const load = useLoadSavedCart(onLoaded);
  return (
    <div className="space-y-4">
      <button type="button" className="btn btn-ghost -ml-3" onClick={onBack}>
        ← Back to saved carts
      </button>
      {cart.isPending ? <p className="text-stone-700">Loading cart...</p> : null}
      {cart.isError ? <Alert tone="error">{cart.error.message}</Alert> : null}
      {load.isError ? <Alert tone="error">{load.error.message}</Alert> : null}
      {cart.data ? (
        <>
          <div>
            <p className="font-semibold text-stone-900">
              {cart.data.cart_name || 'Material Cart'} · {cart.data.quote_number}
            </p>
            <p className="text-sm text-stone-700">
              {cart.data.customer_data.first_name} {cart.data.customer_data.last_name}
              {cart.data.customer_data.email ? ` · ${cart.data.customer_data.email}` : ''}
            </p>
          </div>
          <ul className="divide-y divide-stone-200 text-sm" aria-label="Cart items">
            {cart.data.cart_items.map((line) => (
              <li key={line.id} className="flex justify-between gap-3 py-2">
                <span>
                  {line.stone.Brand} {line.stone.Color}
                  {line.available ? '' : ' (Currently unavailable)'}
                </span>
                <span className="shrink-0">× {line.quantity}</span>
              </li>
            ))}
          </ul>
          <p className="text-right font-semibold text-stone-900">
            Total: {formatPrice(cart.data.total_price)}
          </p>
          <div className="flex justify-end">
            <button
              type="button"
              className="btn btn-primary"
              disabled={load.isPending}
              onClick={() => load.mutate(cartId)}
            >
              {load.isPending ? 'Loading...' : 'Load Cart'}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
