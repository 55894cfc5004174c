import type { TCutoutPrice } from '@stonetool/contracts/cutout-prices';
import { centsToDollars, formatUsd, parseUsdToCents } from '@stonetool/domain/money';
import { CUTOUT_TYPES, type CutoutType } from '@stonetool/domain/shapes/cutouts';
import { useState } from 'react';
import { TextField } from '../../components/text-field';
import { useSaveCutoutPrices } from './api/cutout-prices';
import { messageOf } from './toast-rules';

type Typed = Partial<Record<CutoutType, string>>;

const dollarsText = (cents: number) => centsToDollars(cents).toFixed(2);

/**
 * The fabricator's own cutout prices in the settings panel (issue 24): a price per type, shown at
 * the default until set; Save sends the types typed on. A price that is not an amount of dollars is
 * named under its field and nothing is sent. A team member, who quotes with the owner's prices
 * but may not change them, sees them as a list that says so.
 */
export function CutoutPriceList({
  prices,
  editable,
}: {
  prices: readonly TCutoutPrice[];
  editable: boolean;
}) {
  return editable ? <EditableCutoutPrices prices={prices} /> : <CutoutPricesForTeam prices={prices} />;
}

function CutoutPricesForTeam({ prices }: { prices: readonly TCutoutPrice[] }) {
  return (
    <section aria-labelledby="cutout-prices-heading" className="space-y-3 border-t border-stone-200 pt-4">
      <h3 id="cutout-prices-heading" className="text-base font-semibold text-stone-900">
        Cutout Prices
      </h3>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm">
        {CUTOUT_TYPES.flatMap((type) => {
          const row = prices.find((price) => price.type === type);
          return row
            ? [
                <dt key={`${type}-label`} className="text-stone-700">
                  {row.label}
                </dt>,
                <dd key={`${type}-price`} className="text-right font-medium text-stone-900">
                  {formatUsd(row.price_cents)}
                  {row.is_default ? ' (default)' : ''}
                </dd>,
              ]
            : [];
        })}
      </dl>
      <p className="text-sm text-stone-700">
        Your quotes use these prices. Only the business owner can change them.
      </p>
    </section>
  );
}

function EditableCutoutPrices({ prices }: { prices: readonly TCutoutPrice[] }) {
  const [typed, setTyped] = useState<Typed>({});
  const save = useSaveCutoutPrices();
  const rows = CUTOUT_TYPES.flatMap((type) => {
    const row = prices.find((price) => price.type === type);
    if (!row) return [];
    const text = typed[type] ?? dollarsText(row.price_cents);
    const cents = parseUsdToCents(text);
    return [
      {
        row,
        text,
        cents,
        error: cents === null || cents < 0 ? 'Enter a price in dollars, such as 250.00' : null,
      },
    ];
  });
  const changed = rows.filter(({ row, cents }) => typed[row.type] !== undefined && cents !== row.price_cents);
  const unreadable = rows.some(({ error }) => error !== null);
  return (
    <section aria-labelledby="cutout-prices-heading" className="space-y-3 border-t border-stone-200 pt-4">
      <h3 id="cutout-prices-heading" className="text-base font-semibold text-stone-900">
        Cutout Prices
      </h3>
      {rows.map(({ row, text, error }) => (
        <TextField
          key={row.type}
          label={`${row.label} ($)`}
          inputMode="decimal"
          value={text}
          error={error ?? undefined}
          hint={row.is_default && typed[row.type] === undefined ? 'Default price' : undefined}
          onChange={(event) => setTyped({ ...typed, [row.type]: event.target.value })}
        />
      ))}
      <button
        type="button"
        className="btn btn-secondary w-full"
        disabled={changed.length === 0 || unreadable || save.isPending}
        onClick={() =>
          save.mutate(
            { prices: changed.map(({ row, cents }) => ({ type: row.type, price_cents: cents! })) },
            { onSuccess: () => setTyped({}) },
          )
        }
      >
        {save.isPending ? 'Saving...' : 'Save Cutout Prices'}
      </button>
      {save.isSuccess && changed.length === 0 ? (
        <p role="status" className="text-sm text-green-800">
          Cutout prices saved.
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(save.error, 'Failed to save the cutout prices')}
        </p>
      ) : null}
    </section>
  );
}
