import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { formatDate } from '../../../lib/format-date';
import { formatPrice, formatWholeDollars } from '../../../lib/format-price';
import { SelectField } from '../../../components/select-field';
import { useMaterial } from '../state/material-context';
import { ADD_TO_CART_INCOMPLETE, isCompleteStone, toggleComparison } from '../state/material-state';
import type { StoneGroup } from '../../../lib/catalog-query';
import { choiceOf, matchVariant, slabSize, variantChoices, type VariantChoice } from './stone-options';

export const NO_MATCHING_VARIANT =
  'This combination is not available. Choose another thickness, finish or slab size.';

type Props = { group: StoneGroup | null; onClose: () => void };

/**
 * The option modal (spec 01 section 2): thickness, finish and slab size pick one variant of a
 * brand and color; Add to Cart and Add to Compare stay disabled until a variant matches. It opens
 * on the first variant, the one the catalog lists first.
 */
export function OptionModal({ group, onClose }: Props) {
  return (
    <Modal
      open={group !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={group ? `${group.brand} ${group.color}` : 'Stone options'}
      description={group ? `${group.type}: choose thickness, finish and slab size.` : undefined}
    >
      {group ? <OptionForm key={group.key} group={group} onDone={onClose} /> : null}
    </Modal>
  );
}

function OptionForm({ group, onDone }: { group: StoneGroup; onDone: () => void }) {
  const { state, addToCart, toggleCompare } = useMaterial();
  const first = group.variants[0];
  const [choice, setChoice] = useState<VariantChoice>(() =>
    first ? choiceOf(first) : { thickness: '', finish: '', slabSize: '' },
  );
  const [problem, setProblem] = useState<string | null>(null);
  const choices = variantChoices(group.variants);
  const variant = matchVariant(group.variants, choice);
  const compared = variant !== null && state.comparison.some((stone) => stone.id === variant.id);

  const choose = (field: keyof VariantChoice) => (event: React.ChangeEvent<HTMLSelectElement>) => {
    setProblem(null);
    setChoice((current) => ({ ...current, [field]: event.target.value }));
  };
  const options = (values: string[]) => [
    { value: '', label: 'Choose...' },
    ...values.map((value) => ({ value, label: value })),
  ];

  const onAddToCart = () => {
    if (!variant) return;
    if (!isCompleteStone(variant)) {
      setProblem(ADD_TO_CART_INCOMPLETE);
      return;
    }
    addToCart(variant);
    onDone();
  };
  const onCompare = () => {
    if (!variant) return;
    const result = toggleComparison(state.comparison, variant);
    if (result.error) {
      setProblem(result.error);
      return;
    }
    toggleCompare(variant);
    onDone();
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Thickness"
          options={options(choices.thickness)}
          value={choice.thickness}
          onChange={choose('thickness')}
        />
        <SelectField
          label="Finish"
          options={options(choices.finish)}
          value={choice.finish}
          onChange={choose('finish')}
        />
        <SelectField
          label="Slab Size"
          options={options(choices.slabSize)}
          value={choice.slabSize}
          onChange={choose('slabSize')}
        />
      </div>

      <div aria-live="polite">
        {variant ? (
          <p className="text-lg font-bold text-stone-900">
            {variant.special_pricing ? (
              <>
                <span className="text-red-800">
                  Special price {formatPrice(variant.special_pricing.special_price)}
                </span>
                <span className="ml-2 text-sm font-normal text-stone-700">
                  per slab, regular <s>{formatPrice(variant.client_price)}</s>, until{' '}
                  {formatDate(variant.special_pricing.valid_until)}
                </span>
              </>
            ) : (
              <>
                {formatPrice(variant.client_price)}
                <span className="ml-2 text-sm font-normal text-stone-700">per slab</span>
              </>
            )}
            {variant.is_available ? null : (
              <span className="ml-2 text-sm font-semibold text-stone-800">Unavailable</span>
            )}
          </p>
        ) : (
          <p className="text-sm text-stone-800">{NO_MATCHING_VARIANT}</p>
        )}
      </div>

      <table className="w-full text-left text-sm">
        <caption className="sr-only">Available options</caption>
        <thead className="text-stone-600">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Thickness
            </th>
            <th scope="col" className="py-1 font-medium">
              Finish
            </th>
            <th scope="col" className="py-1 font-medium">
              Slab
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {group.variants.map((stone) => (
            <tr key={stone.id} className={stone === variant ? 'bg-stone-100 font-semibold' : ''}>
              <td className="py-1">{stone.Thickness}</td>
              <td className="py-1">{stone.Finish}</td>
              <td className="py-1">{slabSize(stone)}</td>
              <td className="py-1 text-right">{formatWholeDollars(stone.client_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {problem ? <Alert tone="error">{problem}</Alert> : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-secondary" disabled={!variant} onClick={onCompare}>
          {compared ? 'Remove from Compare' : 'Add to Compare'}
        </button>
        <button type="button" className="btn btn-primary" disabled={!variant} onClick={onAddToCart}>
          Add to Cart
        </button>
      </div>
    </div>
  );
}
