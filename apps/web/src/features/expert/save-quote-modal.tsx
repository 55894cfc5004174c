import { ZSaveQuoteRequest } from '@stonetool/contracts/quotes';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { contractResolver } from '../../lib/forms/contract-resolver';
import { SAVE_FAILED } from './api/quotes';
import { customerDataOf } from './quote-data';
import { userInfoOf, type UserInfo } from './saved-quotes';

type Contact = { firstName: string; lastName: string; email: string; phone: string };

/** The save call's customer, as the fields give it. */
const toCustomerData = (values: Contact) => customerDataOf(userInfoOf(values));

/**
 * The Save Quote modal (spec 02 section 2), opened when the contact card lacks the customer's
 * name or e-mail: first name, last name and e-mail required, phone optional; the button is
 * disabled while one is empty. The fields are checked by the save request's customer contract
 * (its message when a name or the e-mail is missing, then when the e-mail is malformed). The form
 * lives while the modal is open, so each opening starts from the contact card's values.
 */
export function SaveQuoteModal({
  open,
  onOpenChange,
  initial,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: Contact;
  onSave: (user: UserInfo) => Promise<void>;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Save Quote" description="Who is this quote for?">
      <SaveQuoteForm initial={initial} onSave={onSave} onSaved={() => onOpenChange(false)} />
    </Modal>
  );
}

function SaveQuoteForm({
  initial,
  onSave,
  onSaved,
}: {
  initial: Contact;
  onSave: (user: UserInfo) => Promise<void>;
  onSaved: () => void;
}) {
  const form = useForm<Contact>({
    resolver: contractResolver(ZSaveQuoteRequest.shape.customer_data, toCustomerData),
    defaultValues: initial,
  });
  const [firstName, lastName, email] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'email'],
  });
  const missing = !firstName.trim() || !lastName.trim() || !email.trim();
  const saving = form.formState.isSubmitting;
  const problem = Object.values(form.formState.errors)[0]?.message;

  // Not awaited: a refusal is caught here and shown on the form, so the promise never rejects.
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(userInfoOf(values));
      onSaved();
    } catch (caught) {
      form.setError('root', { message: caught instanceof Error ? caught.message : SAVE_FAILED });
    }
  });

  return (
    <form noValidate className="space-y-3" onSubmit={(event) => void submit(event)}>
      <TextField label="First Name" requiredMark autoComplete="off" {...form.register('firstName')} />
      <TextField label="Last Name" requiredMark autoComplete="off" {...form.register('lastName')} />
      <TextField label="Email" type="email" requiredMark autoComplete="off" {...form.register('email')} />
      <TextField label="Phone" type="tel" hint="Optional" autoComplete="off" {...form.register('phone')} />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <button type="submit" className="btn btn-primary w-full" disabled={missing || saving}>
        {saving ? 'Saving...' : 'Save Quote'}
      </button>
    </form>
  );
}
