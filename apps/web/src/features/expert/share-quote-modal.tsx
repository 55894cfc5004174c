import { useState } from 'react';
import { Alert } from '../../components/alert';
import { CheckboxField } from '../../components/checkbox-field';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { formatDate } from '../../lib/format-date';
import { useRevokeQuoteShare, useShareQuote } from './api/share-quote';
import { DepositSetting } from './deposit-setting';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quote: { serverId: string; quoteNumber: string };
  /** The saved customer's e-mail, when the link may be mailed to them. */
  customerEmail: string | null;
};

/**
 * Share with Client (issue 25): a link where the client reviews the saved quote, its layouts and
 * seams, and accepts it or asks for changes; optionally e-mailed to them with the PDF. Revoking
 * stops every link of the quote.
 */
export function ShareQuoteModal({ open, onOpenChange, quote, customerEmail }: Props) {
  const share = useShareQuote(quote.serverId);
  const revoke = useRevokeQuoteShare(quote.serverId);
  const [emailClient, setEmailClient] = useState(customerEmail !== null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const close = (next: boolean) => {
    if (!next) {
      share.reset();
      revoke.reset();
      setCopied(null);
    }
    onOpenChange(next);
  };
  const link = share.data;
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Share with Client"
      description={`Your client reviews quote ${quote.quoteNumber} as last saved, with its slab layouts and seams, and accepts it or asks for changes.`}
    >
      <div className="space-y-4">
        {share.error ? <Alert tone="error">{share.error.message}</Alert> : null}
        {revoke.error ? <Alert tone="error">{revoke.error.message}</Alert> : null}
        {revoke.isSuccess ? (
          <Alert tone="success">
            {revoke.data === 1 ? '1 link was revoked.' : `${revoke.data} links were revoked.`} The client now
            reads that the link was withdrawn.
          </Alert>
        ) : null}
        {link && !revoke.isSuccess ? (
          <>
            <TextField
              label="Review link"
              readOnly
              value={link.url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <p className="text-sm text-stone-700">
              Valid until {formatDate(link.expires_at)}.
              {link.mail_id && customerEmail ? ` E-mailed with the PDF to ${customerEmail}.` : ''}
            </p>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() =>
                void navigator.clipboard.writeText(link.url).then(
                  () => setCopied('yes'),
                  () => setCopied('failed'),
                )
              }
            >
              Copy Link
            </button>
            {copied === 'yes' ? <p role="status">Link copied.</p> : null}
            {copied === 'failed' ? (
              <Alert tone="error">The link could not be copied: select it above and copy it.</Alert>
            ) : null}
          </>
        ) : (
          <>
            {customerEmail ? (
              <CheckboxField
                label={`E-mail the link and the quote PDF to ${customerEmail}`}
                checked={emailClient}
                onChange={setEmailClient}
              />
            ) : null}
            <button
              type="button"
              className="btn btn-primary w-full"
              disabled={share.isPending}
              onClick={() => share.mutate({ email_client: customerEmail !== null && emailClient })}
            >
              {share.isPending ? 'Creating...' : 'Create Link'}
            </button>
          </>
        )}
        <button
          type="button"
          className="btn btn-ghost w-full"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate()}
        >
          {revoke.isPending ? 'Revoking...' : 'Revoke All Links'}
        </button>
        <DepositSetting open={open} />
      </div>
    </Modal>
  );
}
