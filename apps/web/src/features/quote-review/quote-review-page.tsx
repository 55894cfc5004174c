import type { TPublicQuote } from '@stonetool/contracts/quote-links';
import { formatUsd, PRICE_ON_REQUEST } from '@stonetool/domain/money';
import type { CSSProperties } from 'react';
import { Alert } from '../../components/alert';
import { JobProgressSteps } from '../../components/job-progress-steps';
import { LogoImage } from '../../components/layout/logo-image';
import { PageMain } from '../../components/page-main';
import { SlabLayoutVisual } from '../../components/slab-layout-visual';
import { ApiError } from '../../lib/api-error';
import { textColorOn } from '../../lib/brand-colors';
import { formatDate } from '../../lib/format-date';
import { useHref } from '../../lib/navigation';
import { usePublicQuote } from './api/get-public-quote';
import { AcceptQuoteForm, RequestChangesForm } from './quote-answer-forms';
import { QuoteDepositPanel, type DepositReturn } from './quote-deposit-panel';

/** The business's brand colours on this page alone, whoever is signed in on this browser. */
function brandStyle(business: TPublicQuote['business']): CSSProperties {
  return {
    '--brand-primary': business.primary_color,
    '--brand-secondary': business.secondary_color,
    '--brand-on-primary': textColorOn(business.primary_color),
  } as CSSProperties;
}

type Props = { token: string };

/**
 * The client's page of a shared quote, /q/{token} (issue 25): the fabricator's quote with its
 * lines, totals, validity and slab layouts with every seam marked, and the two answers the client
 * can give (accept with a typed-name signature, or ask for changes). Built for a phone first.
 */
export function QuoteReviewPage({ token }: Props) {
  const returned = depositReturnOf(useHref());
  const quote = usePublicQuote(token, returned === 'paid');
  if (quote.isPending) {
    return (
      <PageMain className="grid min-h-dvh place-items-center" busy>
        <p className="text-stone-700">Loading your quote...</p>
      </PageMain>
    );
  }
  if (quote.isError) return <LinkProblem error={quote.error} onRetry={() => void quote.refetch()} />;
  return <QuoteReview quote={quote.data} token={token} returned={returned} />;
}

/** `?deposit=paid` or `?deposit=cancelled`: the client is back from Stripe's payment page. */
function depositReturnOf(href: string): DepositReturn {
  const value = new URL(href).searchParams.get('deposit');
  return value === 'paid' || value === 'cancelled' ? value : null;
}

/** Unknown (404), withdrawn or expired (410) links, each with the server's words on what to do. */
function LinkProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const title =
    status === 404
      ? 'Quote not found'
      : status === 410
        ? 'This quote link is no longer active'
        : 'Loading failed';
  return (
    <PageMain className="grid min-h-dvh place-items-center px-4">
      <section className="card max-w-lg text-center" aria-labelledby="quote-link-problem">
        <h1 id="quote-link-problem" className="text-2xl font-bold text-stone-900">
          {title}
        </h1>
        <p className="mt-3 text-stone-700">{error.message}</p>
        {status === 404 || status === 410 ? null : (
          <button type="button" className="btn btn-primary mt-6" onClick={onRetry}>
            Try again
          </button>
        )}
      </section>
    </PageMain>
  );
}

function QuoteReview({
  quote,
  token,
  returned,
}: {
  quote: TPublicQuote;
  token: string;
  returned: DepositReturn;
}) {
  const { business } = quote;
  return (
    <div className="flex min-h-dvh flex-col" style={brandStyle(business)}>
      <header className="border-b-4 border-brand bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 px-4 py-3">
          {business.logo_url ? (
            <LogoImage src={business.logo_url} alt="" className="h-10 w-auto max-w-32 object-contain" />
          ) : null}
          <div className="min-w-0">
            <p className="text-lg font-bold break-words text-stone-900">{business.name}</p>
            <p className="text-sm break-words text-stone-700">
              {[business.phone, business.email].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>
      </header>
      <PageMain className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-6">
        <section aria-labelledby="quote-title" className="space-y-1">
          <h1 id="quote-title" className="text-2xl font-bold text-stone-900">
            Quote {quote.quote_number}
          </h1>
          {quote.name ? <p className="text-stone-800">{quote.name}</p> : null}
          {quote.customer_name ? <p className="text-stone-700">Prepared for {quote.customer_name}</p> : null}
          <p className="text-stone-700">Valid until {formatDate(quote.valid_until)}</p>
        </section>
        <ReviewState quote={quote} />
        {quote.review_state === 'accepted' ? (
          <>
            <JobProgress quote={quote} />
            <QuoteDepositPanel token={token} quote={quote} returned={returned} />
          </>
        ) : null}
        <Lines quote={quote} />
        <Totals quote={quote} />
        <Layouts quote={quote} />
        {quote.review_state === 'accepted' ? null : (
          <>
            <AcceptQuoteForm token={token} quote={quote} />
            <RequestChangesForm token={token} />
          </>
        )}
        {business.address ? <p className="text-sm text-stone-600">{business.address}</p> : null}
      </PageMain>
    </div>
  );
}

function ReviewState({ quote }: { quote: TPublicQuote }) {
  if (quote.superseded) {
    // The revision has links of its own: this page names it and links nothing.
    return (
      <Alert tone="info">
        This quote was superseded by a revised quote, {quote.superseded.quote_number}, on{' '}
        {formatDate(quote.superseded.superseded_at)}. {quote.business.name} will send you a link to the
        revised quote; this one is kept as the record of what you signed.
      </Alert>
    );
  }
  if (quote.accepted) {
    return (
      <Alert tone="success">
        Accepted by {quote.accepted.signature_name} on {formatDate(quote.accepted.accepted_at)}. Thank you!{' '}
        {quote.business.name} will be in touch about the next steps.
      </Alert>
    );
  }
  if (quote.review_state === 'changes_requested') {
    return (
      <Alert tone="info">
        You asked for changes on {formatDate(quote.changes_requested_at)}. {quote.business.name} will send you
        a revised quote; you can still accept this one as it is.
      </Alert>
    );
  }
  return null;
}

/** After acceptance: how far the fabricator has got with the job, as they record it. */
function JobProgress({ quote }: { quote: TPublicQuote }) {
  return (
    <section aria-labelledby="job-progress" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="job-progress" className="text-xl font-semibold text-stone-900">
        Job progress
      </h2>
      <p className="mt-1 mb-3 text-sm text-stone-700">
        {quote.progress.length === 0
          ? `${quote.business.name} will mark each step here: templating, fabrication and installation.`
          : `As recorded by ${quote.business.name}.`}
      </p>
      <JobProgressSteps progress={quote.progress} label="Job steps" />
    </section>
  );
}

function Lines({ quote }: { quote: TPublicQuote }) {
  return (
    <section aria-labelledby="quote-items" className="space-y-3">
      <h2 id="quote-items" className="text-xl font-semibold text-stone-900">
        Items
      </h2>
      <ol className="space-y-3" aria-label="Quote items">
        {quote.lines.map((line) => (
          <li key={line.number} className="rounded-lg border border-stone-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-stone-900">
                {line.number}. {line.name}
              </h3>
              <p className="font-semibold text-stone-900">
                {line.price_cents !== null
                  ? formatUsd(line.price_cents)
                  : line.problem
                    ? '—'
                    : PRICE_ON_REQUEST}
              </p>
            </div>
            {line.stone ? (
              <p className="text-stone-800">
                {line.stone}
                {line.thickness || line.finish
                  ? ` (${[line.thickness, line.finish].filter(Boolean).join(', ')})`
                  : ''}
              </p>
            ) : null}
            <p className="text-sm text-stone-700">
              {line.quantity} ×{' '}
              {line.width_in !== null && line.depth_in !== null
                ? `${line.width_in}" × ${line.depth_in}"`
                : ''}
              {line.edge_detail ? `, ${line.edge_detail} edge` : ''}
              {line.area_sqft !== null ? ` · ${line.area_sqft} ft²` : ''}
              {line.slabs !== null ? ` · ${line.slabs} slab${line.slabs === 1 ? '' : 's'}` : ''}
            </p>
            {line.seam_notice ? (
              <p className="mt-1 text-sm font-medium text-red-800">{line.seam_notice}</p>
            ) : null}
            {line.remnant_notice ? (
              <p className="mt-1 text-sm font-medium text-emerald-900">{line.remnant_notice}</p>
            ) : null}
            {line.problem ? <p className="mt-1 text-sm text-stone-700">{line.problem}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Totals({ quote }: { quote: TPublicQuote }) {
  const { totals } = quote;
  const rows: Array<[string, string]> = [
    ['Slabs', String(totals.total_slabs)],
    ['Material', formatUsd(totals.material_price_cents)],
    ...(totals.fabrication_price_cents !== null
      ? [['Fabrication', formatUsd(totals.fabrication_price_cents)] as [string, string]]
      : []),
    ...(totals.installation_price_cents !== null && totals.installation_price_cents > 0
      ? [['Installation', formatUsd(totals.installation_price_cents)] as [string, string]]
      : []),
  ];
  return (
    <section aria-labelledby="quote-totals" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="quote-totals" className="text-xl font-semibold text-stone-900">
        Total
      </h2>
      <dl className="mt-2 space-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 text-stone-800">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-lg font-bold text-stone-900">
          <dt>Total Price</dt>
          <dd>{totals.total_price_cents > 0 ? formatUsd(totals.total_price_cents) : PRICE_ON_REQUEST}</dd>
        </div>
      </dl>
    </section>
  );
}

function Layouts({ quote }: { quote: TPublicQuote }) {
  if (quote.layouts.length === 0 && quote.remnants.length === 0) return null;
  const nameOf = (productIndex: number) => quote.lines[productIndex]?.name ?? `Item ${productIndex + 1}`;
  const hasSeams = quote.layouts.some((layout) =>
    layout.slabs.some((slab) => slab.pieces.some((piece) => piece.seam)),
  );
  return (
    <section aria-labelledby="quote-layouts" className="space-y-3">
      <h2 id="quote-layouts" className="text-xl font-semibold text-stone-900">
        Slab layouts
      </h2>
      <p className="text-sm text-stone-700">
        Each piece is numbered by its item.{' '}
        {hasSeams
          ? 'Seams are marked with red dashed lines; the parts of a seamed piece are lettered (2a, 2b).'
          : 'No piece needs a seam.'}
      </p>
      {quote.layouts.map((layout) => (
        <SlabLayoutVisual
          key={layout.title}
          title={layout.title}
          slabWidth={layout.slab_width}
          slabHeight={layout.slab_height}
          slabs={layout.slabs}
          numberOf={(productIndex) => productIndex + 1}
          nameOf={nameOf}
          multiType={quote.lines.length > 1}
        />
      ))}
      {quote.remnants.length > 0 ? (
        <>
          <h3 className="text-lg font-semibold text-stone-900">Pieces cut from remnants</h3>
          <p className="text-sm text-stone-700">
            A remnant is stone left over from an earlier job, priced at the remnant rate. Each is drawn with
            the pieces cut from it.
          </p>
          {quote.remnants.map((remnant) => (
            <SlabLayoutVisual
              key={remnant.name}
              title={`${remnant.name}: ${remnant.stone}, ${remnant.width}" x ${remnant.height}"`}
              slabWidth={remnant.width}
              slabHeight={remnant.height}
              slabs={[{ index: 0, efficiency: remnant.efficiency, pieces: remnant.pieces }]}
              numberOf={(productIndex) => productIndex + 1}
              nameOf={nameOf}
              multiType={quote.lines.length > 1}
              unit="Remnant"
            />
          ))}
        </>
      ) : null}
    </section>
  );
}
