import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import type { TQuoteSummary } from '@stonetool/contracts/carts';
import type { TCustomerListEntry } from '@stonetool/contracts/customers';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { SectionTabList } from '../../../components/section-tab-list';
import { timeLabel } from '../../../lib/time-label';
import { useLoadSavedCart } from '../cart/use-load-saved-cart';
import { formatPrice } from '../format-price';
import { useMaterial } from '../state/material-context';
import {
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  useCustomerQuotes,
  useCustomerSearch,
  useRecentQuotes,
} from '../../../lib/load-quote-api';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const TABS = [
  { value: 'recent', label: 'Recent Quotes' },
  { value: 'search', label: 'Search Customer' },
] as const;

/**
 * Load Quote (spec 01 sections 2, 4 and 8): the showroom's 10 most recent saved carts, or a
 * customer search (300 ms after typing stops) whose customer shows their carts with a back link.
 * Choosing a cart loads it into the cart.
 */
export function LoadQuoteModal({ open, onOpenChange }: Props) {
  const [tab, setTab] = useState<string>('recent');
  const load = useLoadSavedCart(() => onOpenChange(false));
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Load Quote">
      {load.isError ? <Alert tone="error">{load.error.message}</Alert> : null}
      <Tabs.Root value={tab} onValueChange={setTab}>
        <SectionTabList label="Load Quote" tabs={TABS} />
        <Tabs.Content value="recent" className="pt-4">
          <RecentQuotes enabled={open && tab === 'recent'} onPick={(id) => load.mutate(id)} />
        </Tabs.Content>
        <Tabs.Content value="search" className="pt-4">
          <CustomerSearch onPick={(id) => load.mutate(id)} />
        </Tabs.Content>
      </Tabs.Root>
    </Modal>
  );
}

function RecentQuotes({ enabled, onPick }: { enabled: boolean; onPick: (id: string) => void }) {
  const { showroomId } = useMaterial();
  const quotes = useRecentQuotes(showroomId, enabled);
  if (quotes.isPending) return <p className="text-stone-700">Loading recent quotes...</p>;
  if (quotes.isError) return <Alert tone="error">{quotes.error.message}</Alert>;
  return <QuoteList quotes={quotes.data} onPick={onPick} empty="No saved quotes yet." />;
}

function CustomerSearch({ onPick }: { onPick: (id: string) => void }) {
  const { showroomId } = useMaterial();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [customer, setCustomer] = useState<TCustomerListEntry | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text), CUSTOMER_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const customers = useCustomerSearch(showroomId, query, customer === null);

  if (customer)
    return <CustomerQuotes customer={customer} onBack={() => setCustomer(null)} onPick={onPick} />;

  return (
    <div className="space-y-3">
      <TextField
        label="Search customers"
        type="search"
        placeholder="Name, email, phone or company"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {customers.isError ? <Alert tone="error">{customers.error.message}</Alert> : null}
      {customers.isFetching && !customers.data ? <p className="text-stone-700">Searching...</p> : null}
      {customers.data && query.trim() ? (
        customers.data.length === 0 ? (
          <p className="text-stone-700">No customers found.</p>
        ) : (
          <ul className="space-y-2" aria-label="Customers">
            {customers.data.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className="w-full rounded-md border border-stone-300 p-3 text-left hover:bg-stone-100"
                  onClick={() => setCustomer(entry)}
                >
                  <span className="block font-semibold text-stone-900">
                    {entry.first_name} {entry.last_name}
                  </span>
                  <span className="block text-sm text-stone-700">
                    {[entry.email, entry.phone, entry.company].filter(Boolean).join(' · ')}
                  </span>
                  <span className="block text-sm text-stone-700">{entry.quotes_count} quotes</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function CustomerQuotes({
  customer,
  onBack,
  onPick,
}: {
  customer: TCustomerListEntry;
  onBack: () => void;
  onPick: (id: string) => void;
}) {
  const { showroomId } = useMaterial();
  const quotes = useCustomerQuotes(showroomId, customer.id);
  return (
    <div className="space-y-3">
      <button type="button" className="btn btn-ghost -ml-3" onClick={onBack}>
        ← Back to customers
      </button>
      <h3 className="font-semibold text-stone-900">
        {customer.first_name} {customer.last_name}
      </h3>
      {quotes.isPending ? <p className="text-stone-700">Loading quotes...</p> : null}
      {quotes.isError ? <Alert tone="error">{quotes.error.message}</Alert> : null}
      {quotes.data ? (
        <QuoteList quotes={quotes.data} onPick={onPick} empty="This customer has no saved quotes." />
      ) : null}
    </div>
  );
}

function QuoteList({
  quotes,
  onPick,
  empty,
}: {
  quotes: TQuoteSummary[];
  onPick: (id: string) => void;
  empty: string;
}) {
  if (quotes.length === 0) return <p className="text-stone-700">{empty}</p>;
  const now = new Date();
  return (
    <ul className="space-y-2" aria-label="Quotes">
      {quotes.map((quote) => (
        <li key={quote.id}>
          <button
            type="button"
            className="w-full rounded-md border border-stone-300 p-3 text-left hover:bg-stone-100"
            onClick={() => onPick(quote.id)}
          >
            <span className="block font-semibold text-stone-900">
              {quote.quote_number}
              {quote.cart_name ? ` · ${quote.cart_name}` : ''}
            </span>
            <span className="block text-sm text-stone-700">
              {[quote.customer_name, quote.customer_email].filter(Boolean).join(' · ')}
            </span>
            <span className="block text-sm text-stone-700">
              {quote.total_slabs} slabs · {formatPrice(quote.total_price)} · {quote.status} ·{' '}
              {timeLabel(quote.created_at, now)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
