import type { TCreateShowroomAccountResponse } from '@stonetool/contracts/admin-showroom-accounts';
import { useState } from 'react';
import { Modal } from '../../../components/modal';

export type Credentials = TCreateShowroomAccountResponse['credentials'] & {
  welcome: TCreateShowroomAccountResponse['welcome_email'];
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What the dialog tells the admin to do with the account, by what was sent and what was typed. */
function handOver(credentials: Credentials): string {
  if (!credentials.welcome) {
    return 'Give these to the showroom now: the temporary password is shown only this once. The showroom must change it at the first login.';
  }
  const sent = `A welcome e-mail with a single-use link to set the password went to ${credentials.welcome.sent_to}; the link works until ${dateTime.format(new Date(credentials.welcome.expires_at))}.`;
  return credentials.temporary_password
    ? `${sent} The temporary password below also works once, shown only now, and must be changed at the first login.`
    : `${sent} There is no password to pass on.`;
}

/** One credential with a Copy button; if the clipboard is refused, the text stays selectable. */
function CopyableValue({ label, value }: { label: string; value: string }) {
  const [status, setStatus] = useState<string | null>(null);
  const copy = () => {
    navigator.clipboard
      .writeText(value)
      .then(() => setStatus(`${label} copied`))
      .catch(() => setStatus('Copy failed: select the text and copy it'));
  };
  return (
    <div>
      <p className="field-label">{label}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 rounded-md bg-stone-100 px-3 py-2 break-all text-stone-900 select-all">
          {value}
        </code>
        <button type="button" className="btn btn-secondary" onClick={copy} aria-label={`Copy ${label}`}>
          Copy
        </button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-stone-700">
        {status}
      </p>
    </div>
  );
}

/**
 * Shown once after a showroom is created (spec 03 section 2): the login e-mail and the temporary
 * password to hand over. The server keeps only the password's hash, so it cannot be shown again.
 * With a welcome e-mail it says where the set-password link went instead.
 */
export function CredentialsDialog({
  credentials,
  onClose,
}: {
  credentials: Credentials | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={credentials !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Showroom Credentials"
      description={credentials ? handOver(credentials) : undefined}
    >
      {credentials ? (
        <div className="space-y-3">
          <CopyableValue label="Email" value={credentials.email} />
          {credentials.temporary_password ? (
            <CopyableValue label="Temporary Password" value={credentials.temporary_password} />
          ) : null}
          <div className="flex justify-end">
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Done
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
