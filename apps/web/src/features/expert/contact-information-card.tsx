import { zodResolver } from '@hookform/resolvers/zod';
import { INVALID_EMAIL } from '@stonetool/contracts/quotes';
import { isBasicEmail } from '@stonetool/domain/email';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../components/text-field';

export const INVALID_EMAIL_MESSAGE = INVALID_EMAIL;

/** Contact Information (spec 02 section 2): first name, last name and e-mail required, phone optional. */
export const ZContactInformation = z.object({
  firstName: z.string().trim().min(1, 'First Name is required'),
  lastName: z.string().trim().min(1, 'Last Name is required'),
  email: z.string().trim().min(1, 'Email Address is required').refine(isBasicEmail, INVALID_EMAIL_MESSAGE),
  phone: z.string().trim(),
});
export type TContactInformation = z.output<typeof ZContactInformation>;
export type ContactForm = UseFormReturn<z.input<typeof ZContactInformation>, unknown, TContactInformation>;

export const EMPTY_CONTACT = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * The contact card's form, owned by the estimator so Save Quote and Email Quote read it; it
 * opens with `initial` (a kept draft's customer).
 */
export function useContactForm(initial: typeof EMPTY_CONTACT = EMPTY_CONTACT): ContactForm {
  return useForm({
    resolver: zodResolver(ZContactInformation),
    mode: 'onTouched',
    defaultValues: initial,
  });
}

/** The customer's contact card; fields are checked as the user leaves them. */
export function ContactInformationCard({ form }: { form: ContactForm }) {
  const { errors } = form.formState;
  return (
    <section className="card" aria-labelledby="contact-information-heading">
      <h2 id="contact-information-heading" className="text-xl font-semibold text-stone-900">
        Contact Information
      </h2>
      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="First Name"
          autoComplete="given-name"
          requiredMark
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          requiredMark
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          requiredMark
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          hint="Optional"
          {...form.register('phone')}
        />
      </form>
    </section>
  );
}
