import type { TPublicQuote, TQuoteDeposit } from '@stonetool/contracts/quote-links';
import { formatUsd } from '@stonetool/domain/money';
import { Alert } from '../../components/alert';
import { formatDate } from '../../lib/format-date';
import { useStartQuoteDeposit } from './api/start-quote-deposit';

/** Where Stripe's payment page sends the client back (the server's success and cancel URLs). */
export type DepositReturn = 'paid' | 'cancelled' | null;

/** What accepting asks, said before the client signs. */
export function DepositNotice({ deposit }: { deposit: TQuoteDeposit }) {
  return (
    <p className="text-sm text-stone-800">
      Accepting asks a deposit of {formatUsd(deposit.amount_cents)} ({deposit.percent} % of the total), paid
      by card on the next step.
    </p>
  );
}

/**
 * The deposit of an accepted quote (issue 25): "Deposit paid" with its date once Stripe reports
 * it, otherwise "Pay deposit", which opens Stripe's payment page. Back from that page, the client
 * reads that the payment is being confirmed until the webhook marks it paid.
 */
export function QuoteDepositPanel({
  token,
  quote,
  returned,
}: {
  token: string;
  quote: TPublicQuote;
  returned: DepositReturn;
}) {
  const start = useStartQuoteDeposit(token);
  const { deposit } = quote;
  // A superseded quote's unpaid deposit is not asked any more: the revision asks its own.
  if (!deposit || (quote.superseded && deposit.status === 'due')) return null;
  const amount = formatUsd(deposit.amount_cents);
  return (
    <section aria-labelledby="quote-deposit" className="card space-y-3 p-4 sm:p-6">
      <h2 id="quote-deposit" className="text-xl font-semibold text-stone-900">
        {deposit.status === 'paid' ? 'Deposit paid' : 'Deposit'}
      </h2>
      {deposit.status === 'paid' ? (
        <Alert tone="success">
          Your deposit of {amount} was received{deposit.paid_at ? ` on ${formatDate(deposit.paid_at)}` : ''}.
          Thank you!
        </Alert>
      ) : (
        <>
          {returned === 'paid' ? (
            <Alert tone="info">
              Thank you! Stripe is confirming your payment; this page updates by itself.
            </Alert>
          ) : null}
          {returned === 'cancelled' ? (
            <Alert tone="info">
              The payment was not completed. You can pay the deposit whenever you are ready.
            </Alert>
          ) : null}
          <p className="text-stone-800">
            {quote.business.name} asks a deposit of {amount} ({deposit.percent} % of the total) to start your
            job. You pay it by card on Stripe&apos;s secure page.
          </p>
          {start.error ? <Alert tone="error">{start.error.message}</Alert> : null}
          <button
            type="button"
            className="btn btn-primary w-full sm:w-auto"
            disabled={start.isPending || start.isSuccess}
            onClick={() => start.mutate()}
          >
            {start.isPending || start.isSuccess ? 'Opening the payment page...' : `Pay deposit ${amount}`}
          </button>
        </>
      )}
    </section>
  );
}
