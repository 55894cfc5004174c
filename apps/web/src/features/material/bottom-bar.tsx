import { useMaterial } from './state/material-context';
import { cartSlabCount } from './state/material-state';

/**
 * The bottom bar (spec 01 section 2): cart and comparison counts, the first 2 items of each,
 * their clear buttons, and Cart and Compare (Compare needs at least 2 stones).
 */
export function BottomBar() {
  const { state, dispatch, setView } = useMaterial();
  const { cart, comparison } = state;
  if (cart.length === 0 && comparison.length === 0) return null;
  const slabs = cartSlabCount(cart);
  return (
    <section
      aria-label="Cart and comparison"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto grid max-w-7xl gap-2 px-4 py-2 sm:grid-cols-2 sm:gap-6 sm:py-3">
        <div className="flex min-w-0 items-center gap-2">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-stone-900">
              Cart: {cart.length} {cart.length === 1 ? 'item' : 'items'} ({slabs}{' '}
              {slabs === 1 ? 'slab' : 'slabs'})
            </p>
            <ul aria-label="First cart items" className="truncate text-xs text-stone-700">
              {cart.slice(0, 2).map((item) => (
                <li key={item.id} className="truncate">
                  {item.stone.Brand} {item.stone.Color} × {item.quantity}
                </li>
              ))}
            </ul>
          </div>
          {cart.length > 0 ? (
            <button
              type="button"
              className="btn btn-ghost px-2"
              aria-label="Clear cart"
              onClick={() => dispatch({ type: 'cart/clear' })}
            >
              Clear
            </button>
          ) : null}
          <button type="button" className="btn btn-primary" onClick={() => setView('cart')}>
            Cart
          </button>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-stone-900">Compare: {comparison.length} of 4 stones</p>
            <ul aria-label="First compared stones" className="text-xs text-stone-700">
              {comparison.slice(0, 2).map((stone) => (
                <li key={stone.id} className="truncate">
                  {stone.Brand} {stone.Color} {stone.Thickness}
                </li>
              ))}
            </ul>
          </div>
          {comparison.length > 0 ? (
            <button
              type="button"
              className="btn btn-ghost px-2"
              aria-label="Clear comparison"
              onClick={() => dispatch({ type: 'compare/clear' })}
            >
              Clear
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-primary"
            disabled={comparison.length < 2}
            onClick={() => setView('comparison')}
          >
            Compare
          </button>
        </div>
      </div>
    </section>
  );
}
