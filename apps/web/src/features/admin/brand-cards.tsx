import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import type { StatusMessage } from '../../lib/use-status-message';

/**
 * The brand cards of an admin pricing tab (wholesale pricing, client markup) under Save Changes,
 * which waits for a change and reads 'Saving...' while the rows are sent, with the save's message
 * between them.
 */
export function BrandCards({
  label,
  saving,
  changed,
  message,
  onSave,
  children,
}: {
  label: string;
  saving: boolean;
  changed: boolean;
  message: StatusMessage;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <button type="button" className="btn btn-primary" disabled={saving || !changed} onClick={onSave}>
        {saving ? 'Saving...' : 'Save Changes'}
      </button>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <ul className="grid gap-4 lg:grid-cols-2" aria-label={label}>
        {children}
      </ul>
    </>
  );
}
