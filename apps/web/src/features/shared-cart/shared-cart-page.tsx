import { Alert } from '../../components/alert';
import { navigate } from '../../lib/navigation';
import type { Session } from '../../lib/session';
import { BrandMark } from '../../components/layout/brand-mark';
import { SiteFooter } from '../../components/layout/site-footer';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import { formatPrice } from '../../lib/format-price';
import { MaterialToasts, showMaterialToast } from '../../components/material-toasts';
import { useClaimSharedCart } from './api/claim-shared-cart';
import { SharedCartLoadError, useSharedCart, type TSharedCart } from './api/get-shared-cart';
import { sharedCartStatus, sharedCartTotalCents } from './shared-cart-summary';
import { PageMain } from '../../components/page-main';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const formatDate = (value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
};

type Props = { token: string; session: Session | null };

/** The public shared-cart page, /shared-cart/{token} (spec 01 sections 2, 4, 5 and 8). */
export function SharedCartPage({ token, session }: Props) {
  const cart = useSharedCart(token);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <BrandMark
            showroom={session?.showroom ?? null}
            fallbackSubtitle="Professional Countertop Estimator"
          />
        </div>
      </header>
      <PageMain className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        {cart.isPending ? <p className="text-stone-700">Loading shared cart...</p> : null}
        {cart.isError ? <LoadFailure error={cart.error} /> : null}
        {cart.data ? <SharedCartDetails cart={cart.data} token={token} signedIn={session !== null} /> : null}
      </PageMain>
      <SiteFooter links={[{ label: 'Home', onClick: () => navigate('/') }]} />
      <MaterialToasts />
    </div>
  );
}

function LoadFailure({ error }: { error: Error }) {
  const title = error instanceof SharedCartLoadError ? error.title : 'Loading failed';
  return (
    <section className="card mx-auto max-w-lg text-center" aria-labelledby="shared-cart-error">
      <h1 id="shared-cart-error" className="text-2xl font-bold text-stone-900">
        {title}
      </h1>
      <p className="mt-3 text-stone-700">{error.message}</p>
      <button type="button" className="btn btn-primary mt-6" onClick={() => navigate('/')}>
        Go Home
      </button>
    </section>
  );
}

function SharedCartDetails({
  cart,
  token,
  signedIn,
}: {
  cart: TSharedCart;
  token: string;
  signedIn: boolean;
}) {
  const claim = useClaimSharedCart();
  const status = sharedCartStatus(cart);
  const total = sharedCartTotalCents(cart.cart_items);

  const onClaim = () =>
    claim.mutate(token, {
      onSuccess: () => {
        showMaterialToast('success', 'Cart successfully claimed!');
        navigate('/?mode=material&shared_cart=true');
      },
      onError: (error) => showMaterialToast('error', error.message),
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">Shared Cart</h1>
          <p className="mt-1 text-stone-700">
            {cart.admin_name ? `Sent by ${cart.admin_name}` : 'Sent by your Stone Tool account manager'}
            {cart.target_showroom_name ? ` to ${cart.target_showroom_name}` : ''}
          </p>
        </div>
        <span className="rounded-full bg-stone-200 px-3 py-1 text-sm font-semibold text-stone-900">
          {status}
        </span>
      </div>

      <dl className="card grid gap-x-6 gap-y-2 p-4 sm:grid-cols-2">
        {cart.customer_reference ? (
          <Detail label="Customer reference" value={cart.customer_reference} />
        ) : null}
        {cart.showroom_contact_name ? (
          <Detail label="Showroom contact" value={cart.showroom_contact_name} />
        ) : null}
        {formatDate(cart.created_at) ? (
          <Detail label="Created" value={formatDate(cart.created_at) ?? ''} />
        ) : null}
        {formatDate(cart.expires_at) ? (
          <Detail label="Expires" value={formatDate(cart.expires_at) ?? ''} />
        ) : null}
        <Detail label="Items" value={String(cart.items_count)} />
      </dl>

      {cart.admin_notes ? (
        <section className="card p-4" aria-labelledby="admin-notes">
          <h2 id="admin-notes" className="font-semibold text-stone-900">
            Notes
          </h2>
          <p className="mt-1 whitespace-pre-line text-stone-700">{cart.admin_notes}</p>
        </section>
      ) : null}

      <section aria-labelledby="cart-items">
        <h2 id="cart-items" className="text-xl font-semibold text-stone-900">
          Stones
        </h2>
        <ul className="mt-3 space-y-3">
          {cart.cart_items.map((item, index) => {
            const price = item.current_pricing?.client_price ?? 0;
            return (
              <li key={index} className="card flex flex-wrap justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">
                    {[item.brand, item.color].filter(Boolean).join(' ')}
                  </p>
                  <p className="text-sm text-stone-700">
                    {[item.type, item.thickness, item.finish].filter(Boolean).join(' · ')}
                  </p>
                  {item.notes ? <p className="mt-1 text-sm text-stone-700">{item.notes}</p> : null}
                  {item.current_pricing?.available === false ? (
                    <p className="mt-1 text-sm font-semibold text-red-800">Currently unavailable</p>
                  ) : null}
                </div>
                <div className="text-right text-sm text-stone-800">
                  <p>{item.quantity ?? 0} sq ft</p>
                  <p className="font-semibold">{price > 0 ? `${formatPrice(price)} / sq ft` : 'N/A'}</p>
                  {item.slabs !== null && item.slab_square_feet !== null ? (
                    <p>
                      Claimed as {item.slabs} whole {item.slabs === 1 ? 'slab' : 'slabs'} (
                      {item.slab_square_feet} sq ft each)
                      {item.slabs_price !== null ? `: ${formatUsd(dollarsToCents(item.slabs_price))}` : ''}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        {total !== null ? (
          <p className="mt-4 text-right text-lg font-bold text-stone-900">Total: {formatUsd(total)}</p>
        ) : null}
        {cart.slabs_total !== null ? (
          <p className="mt-1 text-right text-stone-800">
            The cart is claimed in whole slabs: {formatUsd(dollarsToCents(cart.slabs_total))} before tax and
            delivery
          </p>
        ) : null}
      </section>

      <section aria-label="Claim" className="card p-4">
        {claim.isError ? <Alert tone="error">{claim.error.message}</Alert> : null}
        {status === 'Expired' ? (
          <p className="text-stone-800">
            This shared cart has expired. Please contact {cart.admin_name || 'your account manager'} for a new
            one.
          </p>
        ) : status === 'Claimed' ? (
          <p className="text-stone-800">
            This cart was claimed{formatDate(cart.claimed_at) ? ` on ${formatDate(cart.claimed_at)}` : ''}.
          </p>
        ) : signedIn ? (
          <button type="button" className="btn btn-primary mt-2" disabled={claim.isPending} onClick={onClaim}>
            {claim.isPending ? 'Claiming...' : 'Claim Cart & Start Order'}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary mt-2"
            onClick={() => navigate(`/login?redirect=${encodeURIComponent(`/shared-cart/${token}`)}`)}
          >
            Login to Claim Cart
          </button>
        )}
      </section>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900">{value}</dd>
    </div>
  );
}
