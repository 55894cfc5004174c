import { zodResolver } from '@hookform/resolvers/zod';
import { ZForgotPasswordRequest } from '@stonetool/contracts/auth';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../components/alert';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { useForgotPassword } from './api/forgot-password';
import { clearOnClose } from './clear-on-close';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onBackToLogin: () => void };

const ZForgotForm = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(ZForgotPasswordRequest.shape.email),
});

/**
 * Forgot-password modal (spec 01 sections 5 and 8). The success text never says whether the
 * address has an account.
 */
export function ForgotPasswordModal({ open, onOpenChange, onBackToLogin }: Props) {
  const form = useForm({ resolver: zodResolver(ZForgotForm), defaultValues: { email: '' } });
  const mutation = useForgotPassword();
  const email = useWatch({ control: form.control, name: 'email' });

  const close = clearOnClose(form, mutation, onOpenChange);

  return (
    <Modal open={open} onOpenChange={close} title="Reset Password">
      {mutation.isSuccess ? (
        <div className="space-y-4">
          <h3 className="text-lg font-semibold text-stone-900">Check Your Email</h3>
          <p className="text-stone-700">
            If an account with this email exists, you&apos;ll receive password reset instructions shortly.
          </p>
          <button type="button" className="btn btn-primary w-full" onClick={() => close(false)}>
            Close
          </button>
        </div>
      ) : (
        <form
          // handleSubmit's promise never rejects here: the mutation reports a failure through its state.
          onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}
          noValidate
          className="space-y-4"
        >
          <p className="text-sm text-stone-700">
            Enter your account email and we&apos;ll send you a link to set a new password.
          </p>
          {mutation.error ? <Alert tone="error">{mutation.error.message}</Alert> : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            requiredMark
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <button
            type="submit"
            className="btn btn-primary w-full"
            disabled={!email?.trim() || mutation.isPending}
          >
            {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
          </button>
          <button type="button" className="btn btn-ghost w-full" onClick={onBackToLogin}>
            Back to Login
          </button>
        </form>
      )}
    </Modal>
  );
}
