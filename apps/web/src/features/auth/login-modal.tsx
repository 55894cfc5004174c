import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginRequest, type TLoginRequest } from '@stonetool/contracts/auth';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { navigate } from '../../lib/navigation';
import { storeSession } from '../../lib/session';
import { notifySessionChanged } from '../../lib/session-store';
import { useLogin } from './api/login';
import { clearOnClose } from './clear-on-close';
import { destinationAfterLogin } from './use-session';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onForgotPassword: () => void;
  redirect: string | null;
};

/** Login modal (spec 01 sections 2, 5, 8): the button stays disabled while either field is empty. */
export function LoginModal({ open, onOpenChange, onForgotPassword, redirect }: Props) {
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const loginMutation = useLogin();
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  const incomplete = !email?.trim() || !password;

  const close = clearOnClose(form, loginMutation, onOpenChange);
  // The form calls this without awaiting: handleSubmit's promise never rejects here, since the
  // mutation reports a failure through its own state.
  const onSubmit = form.handleSubmit((values) => {
    loginMutation.mutate(values, {
      onSuccess: (response) => {
        storeSession(window.localStorage, response, Date.now());
        notifySessionChanged();
        close(false);
        navigate(destinationAfterLogin(response, redirect));
      },
    });
  });

  return (
    <Modal open={open} onOpenChange={close} title="Login" description="Sign in to your Stone Tool account.">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        {loginMutation.error ? <Alert tone="error">{loginMutation.error.message}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          requiredMark
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          requiredMark
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={incomplete || loginMutation.isPending}
        >
          {loginMutation.isPending ? 'Signing In...' : 'Sign In'}
        </button>
        <button
          type="button"
          className="btn btn-ghost w-full text-brand underline"
          onClick={onForgotPassword}
        >
          Forgot password?
        </button>
      </form>
    </Modal>
  );
}
