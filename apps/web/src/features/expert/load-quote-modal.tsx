import * as Tabs from '@radix-ui/react-tabs';
import { dollarsToCents } from '@stonetool/domain/money';
import { useId, useState } from 'react';
import { Alert } from '../../components/alert';
import { Modal } from '../../components/modal';
import type { TQuoteSummary } from '@stonetool/contracts/carts';
import { QUOTE_REVIEW_STATE_LABELS } from '@stonetool/contracts/quote-links';
import type { TCustomerListEntry } from '@stonetool/contracts/customers';
import { SectionTabList } from '../../components/section-tab-list';
import { timeLabel } from '../../lib/time-label';
import { countLabel } from '@stonetool/domain/count-label';
import { JOB_STEP_LABELS } from '@stonetool/domain/jobs/job-progress';
import { useCustomerQuotes, useCustomerSearch, useRecentQuotes } from '../../lib/load-quote-api';
import { useSettledText } from '../../lib/use-settled-text';
import { priceText } from './results-view';

const TABS = [
  { value: 'recent', label: 'Recent Quotes' },
  { value: 'search', label: 'Search Customer' },
] as const;

/** The client's answer through a quote link, as the row shows it (issue 25). */
const REVIEW_STATE_BADGES = {
  open: { label: QUOTE_REVIEW_STATE_LABELS.open, tone: 'bg-stone-100 text-stone-800' },
  accepted: { label: QUOTE_REVIEW_STATE_LABELS.accepted, tone: 'bg-emerald-100 text-emerald-900' },
  changes_requested: {
    label: QUOTE_REVIEW_STATE_LABELS.changes_requested,
    tone: 'bg-amber-100 text-amber-900',
  },
} as const;

/** The card deposit asked on acceptance (issue 25); nothing when none was asked. */
const DEPOSIT_BADGES = {
  due: { label: 'Deposit due', tone: 'bg-amber-100 text-amber-900' },
  paid: { label: 'Deposit paid', tone: 'bg-emerald-100 text-emerald-900' },
} as const;

function Badge({ label, tone }: { label: string; tone: string }) {
  return <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

/**
 * A quote's state in the list (issue 25): the client's answer, Superseded once a revision replaced
 * it, the deposit asked, and how far the accepted job is (its latest step recorded).
 */
function QuoteStateBadges({ quote }: { quote: TQuoteSummary }) {
  return (
    <>
      {quote.review_state ? <Badge {...REVIEW_STATE_BADGES[quote.review_state]} /> : null}
      {quote.superseded ? <Badge label="Superseded" tone="bg-stone-200 text-stone-900" /> : null}
      {quote.deposit_status ? <Badge {...DEPOSIT_BADGES[quote.deposit_status]} /> : null}
      {quote.job_step ? (
        <Badge label={JOB_STEP_LABELS[quote.job_step]} tone="bg-sky-100 text-sky-900" />
      ) : null}
    </>
  );
}

const errorText = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

function QuoteRows({
  quotes,
  onLoad,
  loadingId,
}: {
  quotes: TQuoteSummary[];
  onLoad: (id: string) => void;
  loadingId: string | null;
}) {
  if (quotes.length === 0) return <p className="text-sm text-stone-700">No quotes found.</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {quotes.map((quote) => {
        const customer =
          [quote.customer_first_name, quote.customer_last_name].filter(Boolean).join(' ') || 'N/A';
        return (
          <li key={quote.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-stone-900">
                {quote.quote_number} · {customer}
                <QuoteStateBadges quote={quote} />
              </p>
              <p className="text-stone-700">
                {timeLabel(quote.created_at, new Date())} · {priceText(dollarsToCents(quote.total_price))} ·{' '}
                {countLabel(quote.total_slabs, 'slab')}
              </p>
            </div>
            <button
              type="button"
              className="btn btn-secondary min-h-9 px-3"
              disabled={loadingId !== null}
              onClick={() => onLoad(quote.id)}
            >
              {loadingId === quote.id ? 'Loading...' : 'Load'}
              <span className="sr-only"> quote {quote.quote_number}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The Load Quote modal (spec 02 section 2): Recent Quotes, and Search Customer, where choosing a
 * customer lists their quotes with a link back to the results.
 */
export function LoadQuoteModal({
  open,
  onOpenChange,
  showroomId,
  onLoad,
  loadingId,
  loadError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  showroomId: string | null;
  onLoad: (id: string) => void;
  loadingId: string | null;
  loadError: string | null;
}) {
  const [tab, setTab] = useState('recent');
  const [q, setQ] = useState('');
  const [customer, setCustomer] = useState<TCustomerListEntry | null>(null);
  const searchId = useId();
  const debounced = useSettledText(q.trim());
  const recent = useRecentQuotes(showroomId, open && tab === 'recent', 'expert_quote');
  const search = useCustomerSearch(showroomId, debounced, open && customer === null);
  const customerQuotes = useCustomerQuotes(showroomId, open ? (customer?.id ?? null) : null, 'expert_quote');

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Load Quote">
      {loadError ? <Alert tone="error">{loadError}</Alert> : null}
      <Tabs.Root value={tab} onValueChange={setTab} className="mt-2">
        <SectionTabList label="Load Quote" tabs={TABS} />
        <Tabs.Content value="recent" className="pt-3">
          {recent.isPending ? <p className="text-sm text-stone-700">Loading...</p> : null}
          {recent.isError ? (
            <Alert tone="error">{errorText(recent.error, 'Failed to load recent quotes')}</Alert>
          ) : null}
          {recent.data ? <QuoteRows quotes={recent.data} onLoad={onLoad} loadingId={loadingId} /> : null}
        </Tabs.Content>
        <Tabs.Content value="search" className="space-y-3 pt-3">
          {customer ? (
            <>
              <button
                type="button"
                className="text-sm font-semibold text-brand underline"
                onClick={() => setCustomer(null)}
              >
                ← Back to customers
              </button>
              <p className="font-semibold text-stone-900">
                {customer.first_name} {customer.last_name}
              </p>
              {customerQuotes.isPending ? <p className="text-sm text-stone-700">Loading...</p> : null}
              {customerQuotes.isError ? (
                <Alert tone="error">
                  {errorText(customerQuotes.error, 'Failed to load customer quotes')}
                </Alert>
              ) : null}
              {customerQuotes.data ? (
                <QuoteRows quotes={customerQuotes.data} onLoad={onLoad} loadingId={loadingId} />
              ) : null}
            </>
          ) : (
            <>
              <label htmlFor={searchId} className="field-label">
                Search customers
              </label>
              <input
                id={searchId}
                type="search"
                className="field-input"
                placeholder="Name, email or phone"
                value={q}
                onChange={(event) => setQ(event.target.value)}
              />
              {search.isError ? (
                <Alert tone="error">{errorText(search.error, 'Failed to search customers')}</Alert>
              ) : null}
              {search.data ? (
                search.data.length === 0 ? (
                  <p className="text-sm text-stone-700">No customers found.</p>
                ) : (
                  <ul className="divide-y divide-stone-200">
                    {search.data.map((c) => (
                      <li key={c.id}>
                        <button
                          type="button"
                          className="w-full rounded-md px-2 py-2 text-left text-sm hover:bg-stone-100"
                          onClick={() => setCustomer(c)}
                        >
                          <span className="font-semibold text-stone-900">
                            {c.first_name} {c.last_name}
                          </span>
                          <span className="block text-stone-700">{c.email ?? c.phone ?? ''}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )
              ) : null}
            </>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Modal>
  );
}
