import { useState } from 'react';
import { ACCOUNTING_MESSAGES, type TAccountingStatus } from '@stonetool/contracts/accounting';
import { Alert } from '../../alert';
import { Modal } from '../../modal';
import { CardSection } from '../card-section';
import { ConfirmButtons } from '../confirm-buttons';
import type { AccountingScope } from './api/accounting-scope';
import { useChangeAccountingLink } from './api/change-accounting-link';
import { useAccountingStatus } from './api/get-accounting-status';
import { useAccountingPopup } from './use-accounting-popup';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const shown = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

type Setup = NonNullable<TAccountingStatus['setup']>;

/**
 * A server without Intuit keys cannot connect anyone: no Connect button, but whom to ask (owner) or
 * what to set and where it is explained (admin).
 */
function NotConfigured({ scope, setup }: { scope: AccountingScope; setup: Setup }) {
  if (scope.key === 'showroom') {
    return (
      <Alert tone="info">
        QuickBooks is not set up on this server yet, so it cannot be connected. Ask the platform administrator
        (
        <a className="underline" href={`mailto:${setup.contact_email}`}>
          {setup.contact_email}
        </a>
        ) to set it up; your Connect button appears here once it is.
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      QuickBooks is not configured on this server. Set{' '}
      {setup.variables.map((name, index) => (
        <span key={name}>
          {index > 0 ? ' and ' : null}
          <code>{name}</code>
        </span>
      ))}{' '}
      on every server and restart it; {setup.guide} explains how to get them from Intuit.
    </Alert>
  );
}

/**
 * A QuickBooks link's card (spec 03 section 4): not connected (Connect), connected (company, token
 * expiry, Disconnect after confirmation), connected and needing refresh ('Token expires soon.
 * Please refresh.' with Refresh, shown only then), or not configured on this server (no Connect). The showroom's Accounting Integration card and
 * the admin's accounting tab are this card with their own calls and messages.
 */
export function AccountingLinkCard({ scope, title }: { scope: AccountingScope; title: string }) {
  const status = useAccountingStatus(scope);
  const popup = useAccountingPopup(scope);
  const change = useChangeAccountingLink(scope);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const run = (action: 'disconnect' | 'refresh') => {
    setMessage(null);
    change.mutate(action, {
      onSuccess: (text) => setMessage({ tone: 'success', text }),
      onError: (error) => setMessage({ tone: 'error', text: error.message }),
      onSettled: () => setConfirming(false),
    });
  };

  const link = status.data;
  return (
    <CardSection title={title} className="lg:col-span-2">
      <p className="mt-2 text-sm text-stone-700">
        Connect QuickBooks Online and every order placed from then on is added to it as an invoice, with its
        customer, one line per stone, tax and delivery.
      </p>
      <div className="mt-4 space-y-4">
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        {popup.error ? <Alert tone="error">{popup.error}</Alert> : null}
        {status.isPending ? <p className="text-stone-700">Checking QuickBooks connection...</p> : null}
        {status.isError ? <Alert tone="error">{scope.messages.statusFailed}</Alert> : null}
        {link && !link.connected && link.setup ? <NotConfigured scope={scope} setup={link.setup} /> : null}
        {link && !link.connected && !link.setup ? (
          <>
            {link.error ? <Alert tone="error">{link.error}</Alert> : null}
            <p className="text-stone-800">Not connected</p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={popup.waiting}
              onClick={() => void popup.connect()}
            >
              {popup.waiting ? 'Waiting for QuickBooks...' : 'Connect to QuickBooks'}
            </button>
          </>
        ) : null}
        {link?.connected ? (
          <>
            <p className="font-medium text-emerald-800">Connected to {link.company_name ?? 'QuickBooks'}</p>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-stone-600">Company ID</dt>
                <dd className="break-all text-stone-900">{link.company_id}</dd>
              </div>
              <div>
                <dt className="text-stone-600">Token expires</dt>
                <dd className="text-stone-900">{shown(link.token_expires)}</dd>
              </div>
              {scope.showsAdminFields ? (
                <>
                  <div>
                    <dt className="text-stone-600">Environment</dt>
                    <dd className="text-stone-900">{link.environment}</dd>
                  </div>
                  <div>
                    <dt className="text-stone-600">Connected</dt>
                    <dd className="text-stone-900">{shown(link.connected_at)}</dd>
                  </div>
                </>
              ) : null}
            </dl>
            {link.needs_refresh ? <Alert tone="info">{ACCOUNTING_MESSAGES.tokenWarning}</Alert> : null}
            <div className="flex flex-wrap gap-3">
              {link.needs_refresh ? (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={change.isPending}
                  onClick={() => run('refresh')}
                >
                  Refresh
                </button>
              ) : null}
              <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
                Disconnect
              </button>
            </div>
          </>
        ) : null}
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect QuickBooks"
        description="Are you sure you want to disconnect QuickBooks?"
      >
        <p className="text-sm text-stone-700">
          The connection is revoked at QuickBooks and new orders are no longer added as invoices. Invoices
          already in QuickBooks stay there.
        </p>
        <ConfirmButtons
          label="Disconnect"
          busyLabel="Disconnecting..."
          busy={change.isPending}
          onConfirm={() => run('disconnect')}
          onCancel={() => setConfirming(false)}
        />
      </Modal>
    </CardSection>
  );
}
