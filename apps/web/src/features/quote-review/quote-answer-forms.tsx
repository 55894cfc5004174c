import { zodResolver } from '@hookform/resolvers/zod';
import { ZRequestQuoteChangesRequest, type TPublicQuote } from '@stonetool/contracts/quote-links';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { FieldError, FieldLabel, TextField } from '../../components/text-field';
import { useAcceptQuote, ZAcceptQuoteForm } from './api/accept-quote';
import { useRequestQuoteChanges } from './api/request-quote-changes';
import { DepositNotice } from './quote-deposit-panel';

/**
 * Accepting: the client types their name as their signature and ticks the terms; the page sends
 * the hash of the version it shows, so a quote changed meanwhile is never signed unseen.
 */
export function AcceptQuoteForm({ token, quote }: { token: string; quote: TPublicQuote }) {
  const form = useForm({ resolver: zodResolver(ZAcceptQuoteForm), defaultValues: { signature_name: '' } });
  const accept = useAcceptQuote(token);
  const termsId = useId();
  const termsError = form.formState.errors.accept_terms?.message;
  return (
    <section aria-labelledby="accept-quote" className="card space-y-4 p-4 sm:p-6">
      <h2 id="accept-quote" className="text-xl font-semibold text-stone-900">
        Accept this quote
      </h2>
      <form
        // handleSubmit's promise never rejects here: the mutation reports a failure through its state.
        onSubmit={(event) =>
          void form.handleSubmit((values) => accept.mutate({ ...values, version_hash: quote.version_hash }))(
            event,
          )
        }
        noValidate
        className="space-y-4"
      >
        {accept.error ? <Alert tone="error">{accept.error.message}</Alert> : null}
        <TextField
          label="Your full name"
          hint="Typing your name is your signature."
          autoComplete="name"
          requiredMark
          error={form.formState.errors.signature_name?.message}
          {...form.register('signature_name')}
        />
        <div>
          <div className="flex items-start gap-3">
            <input
              id={termsId}
              type="checkbox"
              className="mt-1 size-5 shrink-0"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${termsId}-error` : undefined}
              {...form.register('accept_terms')}
            />
            <label htmlFor={termsId} className="text-sm text-stone-800">
              I have reviewed this quote, including the slab layouts and seam positions, and I accept it and
              the terms of {quote.business.name}.
            </label>
          </div>
          <FieldError id={`${termsId}-error`} error={termsError} />
        </div>
        {quote.deposit ? <DepositNotice deposit={quote.deposit} /> : null}
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={accept.isPending}>
          {accept.isPending ? 'Accepting...' : 'Accept Quote'}
        </button>
      </form>
    </section>
  );
}

/** Asking for changes: a note the fabricator receives by e-mail. */
export function RequestChangesForm({ token }: { token: string }) {
  const form = useForm({ resolver: zodResolver(ZRequestQuoteChangesRequest), defaultValues: { note: '' } });
  const request = useRequestQuoteChanges(token);
  const noteId = useId();
  const noteError = form.formState.errors.note?.message;
  return (
    <section aria-labelledby="request-changes" className="card space-y-4 p-4 sm:p-6">
      <h2 id="request-changes" className="text-xl font-semibold text-stone-900">
        Request changes
      </h2>
      {request.isSuccess ? (
        <Alert tone="success">Your request was sent. You will receive a revised quote.</Alert>
      ) : null}
      <form
        onSubmit={(event) =>
          void form.handleSubmit((values) => request.mutate(values, { onSuccess: () => form.reset() }))(event)
        }
        noValidate
        className="space-y-4"
      >
        {request.error ? <Alert tone="error">{request.error.message}</Alert> : null}
        <div>
          <FieldLabel htmlFor={noteId} label="What would you like changed?" requiredMark />
          <textarea
            id={noteId}
            rows={4}
            className="field-input"
            aria-required
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
            {...form.register('note')}
          />
          <FieldError id={`${noteId}-error`} error={noteError} />
        </div>
        <button type="submit" className="btn btn-secondary w-full sm:w-auto" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Request Changes'}
        </button>
      </form>
    </section>
  );
}
