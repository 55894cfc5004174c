import type { TCutoutPrice } from '@stonetool/contracts/cutout-prices';
import { centsToDollars, parseUsdToCents } from '@stonetool/domain/money';
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
 * named under its field and nothing is sent.
 */
export function CutoutPriceList({ prices }: { prices: readonly TCutoutPrice[] }) {
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
