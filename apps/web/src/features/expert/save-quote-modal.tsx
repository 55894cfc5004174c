import { SAVE_NEEDS_CUSTOMER } from '@stonetool/contracts/quotes';
import { isBasicEmail } from '@stonetool/domain/email';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { SAVE_FAILED } from './api/quotes';
import { INVALID_EMAIL_MESSAGE } from './contact-information-card';
import { userInfoOf, type UserInfo } from './saved-quotes';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * The Save Quote modal (spec 02 section 2), opened when the contact card lacks the customer's
 * name or e-mail: first name, last name and e-mail required, phone optional; the button is
 * disabled while one is empty; the form clears on success.
 */
export function SaveQuoteModal({
  open,
  onOpenChange,
  initial,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: { firstName: string; lastName: string; email: string; phone: string };
  onSave: (user: UserInfo) => Promise<void>;
}) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [seenOpen, setSeenOpen] = useState(false);
  if (open !== seenOpen) {
    setSeenOpen(open);
    if (open) {
      setValues(initial);
      setError(null);
    }
  }
  const missing = !values.firstName.trim() || !values.lastName.trim() || !values.email.trim();
  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async () => {
    if (missing) {
      setError(SAVE_NEEDS_CUSTOMER);
      return;
    }
    if (!isBasicEmail(values.email)) {
      setError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(userInfoOf(values));
      setValues(EMPTY);
      onOpenChange(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Save Quote" description="Who is this quote for?">
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="First Name"
          requiredMark
          autoComplete="off"
          value={values.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label="Last Name"
          requiredMark
          autoComplete="off"
          value={values.lastName}
          onChange={set('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          requiredMark
          autoComplete="off"
          value={values.email}
          onChange={set('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          hint="Optional"
          autoComplete="off"
          value={values.phone}
          onChange={set('phone')}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <button type="submit" className="btn btn-primary w-full" disabled={missing || saving}>
          {saving ? 'Saving...' : 'Save Quote'}
        </button>
      </form>
    </Modal>
  );
}
