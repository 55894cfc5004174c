import { NO_CLIENT_EMAIL } from '@stonetool/contracts/consultations';
import type { TConfigResponse } from '@stonetool/contracts/site';
import type { TStone } from '@stonetool/contracts/stones';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/alert';
import { PageMain } from '../../../components/page-main';
import { useSaveComparison } from '../api/save-comparison';
import { formatPrice } from '../../../lib/format-price';
import { slabSize } from '../catalog/stone-options';
import { StoneImage } from '../../../components/catalog/stone-image';
import { stoneImageCandidates } from '../../../lib/stone-images';
import { useMaterial } from '../state/material-context';
import { isCompleteStone } from '../state/material-state';
import { formatRelativePrice, relativePrices } from './relative-price';

type Row = { label: string; cell: (stone: TStone, index: number) => ReactNode };

/**
 * The comparison page (spec 01 section 2): the compared stones side by side in a price table,
 * with each price relative to the lowest ('Lowest Price' for the minimum), and Save & Email
 * Comparison, which needs the client's e-mail from the consultation.
 */
export function ComparisonPage({ config }: { config: TConfigResponse | null }) {
  const { state, dispatch, addToCart, setView, showroomId } = useMaterial();
  const save = useSaveComparison();
  const stones = state.comparison;
  const relative = relativePrices(stones);
  const clientEmail = state.session?.client?.email.trim() ?? '';
  const [missingEmail, setMissingEmail] = useState(false);

  const rows: Row[] = [
    { label: 'Type', cell: (stone) => stone.Type },
    { label: 'Finish', cell: (stone) => stone.Finish },
    { label: 'Thickness', cell: (stone) => stone.Thickness },
    { label: 'Slab Size', cell: (stone) => slabSize(stone) },
    {
      label: 'Price per Slab',
      cell: (stone) => <span className="font-bold">{formatPrice(stone.client_price)}</span>,
    },
    {
      label: 'Relative Price',
      cell: (_stone, index) => formatRelativePrice(relative[index] ?? { kind: 'none' }),
    },
    { label: 'Availability', cell: (stone) => (stone.is_available ? 'Available' : 'Unavailable') },
    { label: 'Origin', cell: (stone) => stone.country_of_origin ?? '—' },
  ];

  const onSave = () => {
    setMissingEmail(!clientEmail);
    if (!clientEmail) {
      save.reset();
      return;
    }
    save.mutate({ stones, session: state.session, showroomId });
  };

  return (
    <PageMain className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">Compare Stones</h1>
          <p className="mt-1 text-stone-700">{stones.length} stones selected</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => setView('catalog')}>
            Back to Catalog
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => dispatch({ type: 'compare/clear' })}
          >
            Clear Comparison
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={save.isPending || stones.length === 0}
            onClick={onSave}
          >
            {save.isPending ? 'Saving...' : 'Save & Email Comparison'}
          </button>
        </div>
      </div>

      <div className="mt-4 space-y-2">
        {missingEmail ? <Alert tone="error">{NO_CLIENT_EMAIL}</Alert> : null}
        {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
        {save.isSuccess ? (
          <Alert tone="success">
            Comparison {save.data.quoteNumber} saved with {save.data.stonesCount} stones and sent to{' '}
            {clientEmail}.
          </Alert>
        ) : null}
      </div>

      {stones.length === 0 ? (
        <p className="mt-8 text-stone-700">No stones selected for comparison.</p>
      ) : (
        <div
          className="mt-6 overflow-x-auto rounded-xl border border-stone-200 bg-white"
          tabIndex={0}
          role="region"
          aria-label="Comparison table"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Price comparison of the selected stones</caption>
            <thead>
              <tr className="border-b border-stone-200 align-top">
                <td className="sticky left-0 w-28 bg-white p-3" />
                {stones.map((stone) => (
                  <th key={stone.id} scope="col" className="p-3">
                    <div className="aspect-[2/1] overflow-hidden rounded-md bg-stone-100">
                      <StoneImage
                        candidates={stoneImageCandidates(stone, config)}
                        alt={`${stone.Brand} ${stone.Color}`}
                      />
                    </div>
                    <p className="mt-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                      {stone.Brand}
                    </p>
                    <p className="text-base font-semibold text-stone-900">{stone.Color}</p>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-b border-stone-100">
                  <th scope="row" className="sticky left-0 bg-white p-3 font-medium text-stone-600">
                    {row.label}
                  </th>
                  {stones.map((stone, index) => (
                    <td key={stone.id} className="p-3 text-stone-900">
                      {row.cell(stone, index)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <td className="sticky left-0 bg-white p-3" />
                {stones.map((stone) => (
                  <td key={stone.id} className="space-y-2 p-3">
                    <button
                      type="button"
                      className="btn btn-primary w-full"
                      disabled={!isCompleteStone(stone)}
                      onClick={() => addToCart(stone)}
                      aria-label={`Add ${stone.Brand} ${stone.Color} to cart`}
                    >
                      Add to Cart
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary w-full"
                      onClick={() =>
                        dispatch({ type: 'compare/toggle', stone, now: new Date().toISOString() })
                      }
                      aria-label={`Remove ${stone.Brand} ${stone.Color} from comparison`}
                    >
                      Remove
                    </button>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </PageMain>
  );
}
