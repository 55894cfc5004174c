import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Alert } from '../alert';
import { FieldLabel, TextField } from '../text-field';
import {
  REQUIRED_FIELDS_MESSAGE,
  ZContactForm,
  useSendContact,
  type TContactForm,
  type TContactFormInput,
} from '../../lib/send-contact';

type Props = {
  /** The Contact page asks for a phone number; the Contact Support modal does not. */
  withPhone: boolean;
  /** Extra line after the success message (the Contact page's 'We'll get back to you soon.'). */
  successNote?: string;
  onSent?: () => void;
};

/** One message for the whole form: the spec's 'Please fill in all required fields.' wins. */
function formMessage(errors: FieldErrors<TContactFormInput>): string | null {
  const messages = Object.values(errors).map((error) => error?.message);
  if (messages.includes(REQUIRED_FIELDS_MESSAGE)) return REQUIRED_FIELDS_MESSAGE;
  const first = messages.find((message) => typeof message === 'string');
  return typeof first === 'string' ? first : null;
}

export function ContactForm({ withPhone, successNote, onSent }: Props) {
  const form = useForm<TContactFormInput, unknown, TContactForm>({
    resolver: zodResolver(ZContactForm),
    defaultValues: { name: '', email: '', company: '', phone: '', message: '' },
  });
  const mutation = useSendContact();
  const messageId = useId();
  const errors = form.formState.errors;
  const problem = formMessage(errors);
  const sent = mutation.isSuccess;

  // The form calls this without awaiting: handleSubmit's promise never rejects here, since the
  // mutation reports a failure through its own state.
  const onSubmit = form.handleSubmit(
    (values) => {
      mutation.mutate(
        { form: values, includePhone: withPhone },
        {
          onSuccess: () => {
            form.reset();
            onSent?.();
          },
        },
      );
    },
    () => mutation.reset(),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {mutation.isError ? <Alert tone="error">{mutation.error.message}</Alert> : null}
      {sent ? (
        <Alert tone="success">
          Thank you! Your message has been sent successfully.{successNote ? ` ${successNote}` : ''}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          requiredMark
          aria-invalid={errors.name ? true : undefined}
          {...form.register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          requiredMark
          aria-invalid={errors.email ? true : undefined}
          {...form.register('email')}
        />
        <TextField label="Company" autoComplete="organization" {...form.register('company')} />
        {withPhone ? (
          <TextField label="Phone" type="tel" autoComplete="tel" {...form.register('phone')} />
        ) : null}
      </div>
      <div>
        <FieldLabel htmlFor={messageId} label="Message" requiredMark />
        <textarea
          id={messageId}
          rows={5}
          aria-required
          aria-invalid={errors.message ? true : undefined}
          className="field-input"
          {...form.register('message')}
        />
      </div>
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
