import { PageMain } from '../../components/page-main';
import { savedQuoteProductCount, type SavedQuote } from './saved-quotes';

/** The local saved-quotes list (spec 02 section 2). */
export function SavedQuotesList({
  quotes,
  onLoad,
  onDelete,
  onBack,
}: {
  quotes: SavedQuote[];
  onLoad: (quote: SavedQuote) => void;
  onDelete: (quote: SavedQuote) => void;
  onBack: () => void;
}) {
  return (
    <PageMain className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <button type="button" className="text-sm font-semibold text-brand underline" onClick={onBack}>
        ← Back to Estimator
      </button>
      <h1 className="mt-3 text-3xl font-bold text-stone-900">Saved Quotes</h1>
      {quotes.length === 0 ? (
        <p className="mt-6 text-stone-700">No saved quotes found.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {quotes.map((quote) => (
            <li key={quote.id} className="card flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-stone-900">{quote.name}</p>
                <p className="text-stone-700">
                  {new Date(quote.date).toLocaleString('en-US')} · {quote.userInfo.name || 'N/A'} ·{' '}
                  {savedQuoteProductCount(quote)} products
                </p>
              </div>
              <div className="flex gap-2">
                <button type="button" className="btn btn-primary" onClick={() => onLoad(quote)}>
                  Load Quote<span className="sr-only"> {quote.name}</span>
                </button>
                <button type="button" className="btn btn-secondary" onClick={() => onDelete(quote)}>
                  Delete<span className="sr-only"> {quote.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageMain>
  );
}
