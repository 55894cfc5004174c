import { countLabel } from '@stonetool/domain/count-label';
import { useMaterial } from './state/material-context';
import { cartSlabCount } from './state/material-state';

type SectionProps = {
  summary: string;
  previewLabel: string;
  previews: { key: string; text: string }[];
  clearLabel: string;
  onClear: () => void;
  action: string;
  actionDisabled?: boolean;
  onAction: () => void;
};

/** One half of the bar: a count, the first 2 entries, a clear button and the way to the view. */
function BarSection(props: SectionProps) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-stone-900">{props.summary}</p>
        <ul aria-label={props.previewLabel} className="text-xs text-stone-700">
          {props.previews.map((preview) => (
            <li key={preview.key} className="truncate">
              {preview.text}
            </li>
          ))}
        </ul>
      </div>
      {props.previews.length > 0 ? (
        <button
          type="button"
          className="btn btn-ghost px-2"
          aria-label={props.clearLabel}
          onClick={props.onClear}
        >
          Clear
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-primary"
        disabled={props.actionDisabled}
        onClick={props.onAction}
      >
        {props.action}
      </button>
    </div>
  );
}

/**
 * The bottom bar (spec 01 section 2): cart and comparison counts, the first 2 items of each,
 * their clear buttons, and Cart and Compare (Compare needs at least 2 stones).
 */
export function BottomBar() {
  const { state, dispatch, setView } = useMaterial();
  const { cart, comparison } = state;
  if (cart.length === 0 && comparison.length === 0) return null;
  return (
    <section
      aria-label="Cart and comparison"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto grid max-w-7xl gap-2 px-4 py-2 sm:grid-cols-2 sm:gap-6 sm:py-3">
        <BarSection
          summary={`Cart: ${countLabel(cart.length, 'item')} (${countLabel(cartSlabCount(cart), 'slab')})`}
          previewLabel="First cart items"
          previews={cart.slice(0, 2).map((item) => ({
            key: item.id,
            text: `${item.stone.Brand} ${item.stone.Color} × ${item.quantity}`,
          }))}
          clearLabel="Clear cart"
          onClear={() => dispatch({ type: 'cart/clear' })}
          action="Cart"
          onAction={() => setView('cart')}
        />
        <BarSection
          summary={`Compare: ${comparison.length} of 4 stones`}
          previewLabel="First compared stones"
          previews={comparison
            .slice(0, 2)
            .map((stone) => ({ key: stone.id, text: `${stone.Brand} ${stone.Color} ${stone.Thickness}` }))}
          clearLabel="Clear comparison"
          onClear={() => dispatch({ type: 'compare/clear' })}
          action="Compare"
          actionDisabled={comparison.length < 2}
          onAction={() => setView('comparison')}
        />
      </div>
    </section>
  );
}
