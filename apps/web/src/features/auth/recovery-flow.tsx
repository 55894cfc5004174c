import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Modal } from '../../components/modal';
import { navigate } from '../../lib/navigation';
import { clearSession, SESSION_KEYS, storeSession } from '../../lib/session';
import { notifySessionChanged } from '../../lib/session-store';
import { useResetPassword } from './api/reset-password';
import { verifyToken } from './api/verify-token';
import { NewPasswordFields } from '../../components/password/new-password-fields';
import { ZSetPasswordForm, type TSetPasswordForm } from '../../lib/password-rules';

/** `welcome` is read with the token: the fragment that says so is gone once the token is taken. */
type State =
  | { step: 'idle' }
  | { step: 'verifying'; token: string; welcome: boolean }
  | { step: 'set-password'; token: string; welcome: boolean }
  | { step: 'failed'; reason: string | null; welcome: boolean };

/**
 * The password-recovery link (spec 01 section 4): the fragment's token replaces the stored
 * session, the fragment is removed, the token is verified. A recovery token opens 'Set a new
 * password'; the reset answers with a fresh login, and a non-admin lands in Material Mode.
 * A failed verification clears the stored session and shows the server's reason. A new account's
 * welcome link (`welcome`) is the same step, titled 'Set your password'.
 */
export function RecoveryFlow({ fragmentToken, welcome }: { fragmentToken: string | null; welcome: boolean }) {
  const [state, setState] = useState<State>({ step: 'idle' });
  // A link opened in a running tab changes only the fragment: pick each new token up once.
  const [seenToken, setSeenToken] = useState<string | null>(null);
  if (fragmentToken && fragmentToken !== seenToken) {
    setSeenToken(fragmentToken);
    setState({ step: 'verifying', token: fragmentToken, welcome });
  }
  const startToken = state.step === 'verifying' ? state.token : null;
  const startWelcome = state.step === 'verifying' && state.welcome;

  useEffect(() => {
    if (!startToken) return;
    clearSession(window.localStorage);
    window.localStorage.setItem(SESSION_KEYS.accessToken, startToken);
    // Announce the replacement at once, so an expired session held before the link was opened
    // cannot be 'expired' again by the session check and take the recovery token with it.
    notifySessionChanged();
    navigate(`${window.location.pathname}${window.location.search}`, { replace: true });
    let cancelled = false;
    verifyToken(startToken).then(
      (verified) => {
        if (cancelled) return;
        if (verified.recovery) {
          setState({ step: 'set-password', token: startToken, welcome: startWelcome });
          return;
        }
        storeSession(window.localStorage, { ...verified, session: { access_token: startToken } }, Date.now());
        notifySessionChanged();
        setState({ step: 'idle' });
        navigate(verified.isAdmin ? '/?admin=true' : '/?mode=material');
      },
      (error: unknown) => {
        if (cancelled) return;
        clearSession(window.localStorage);
        notifySessionChanged();
        setState({
          step: 'failed',
          reason: error instanceof Error ? error.message : null,
          welcome: startWelcome,
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [startToken, startWelcome]);

  if (state.step === 'set-password') {
    return (
      <SetPasswordDialog
        token={state.token}
        welcome={state.welcome}
        onDone={() => setState({ step: 'idle' })}
      />
    );
  }
  const failed = state.step === 'failed' ? state : null;
  return (
    <Modal
      open={state.step === 'failed'}
      onOpenChange={(open) => (open ? undefined : setState({ step: 'idle' }))}
      title={failed?.welcome ? 'Welcome link not valid' : 'Reset link not valid'}
    >
      <p className="mb-4 text-stone-700">
        {failed?.reason && failed.reason !== INVALID_LINK
          ? failed.reason
          : 'This password reset link is invalid or has expired. Use Forgot password? in the Login window to request a new one.'}
      </p>
      <button type="button" className="btn btn-primary w-full" onClick={() => setState({ step: 'idle' })}>
        Close
      </button>
    </Modal>
  );
}

/** The server's word for a link it does not know; the dialog's own sentence says more. */
const INVALID_LINK = 'This password reset link is invalid or has expired';

function SetPasswordDialog({
  token,
  welcome,
  onDone,
}: {
  token: string;
  welcome: boolean;
  onDone: () => void;
}) {
  const form = useForm<TSetPasswordForm>({
    resolver: zodResolver(ZSetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useResetPassword();
  const [newPassword, confirmPassword] = useWatch({
    control: form.control,
    name: ['newPassword', 'confirmPassword'],
  });

  // The form calls this without awaiting: handleSubmit's promise never rejects here, since the
  // mutation reports a failure through its own state.
  const onSubmit = form.handleSubmit((values) => {
    reset.mutate(
      { recoveryToken: token, newPassword: values.newPassword },
      {
        onSuccess: (login) => {
          storeSession(window.localStorage, login, Date.now());
          notifySessionChanged();
          onDone();
          navigate(login.isAdmin ? '/?admin=true' : '/?mode=material');
        },
      },
    );
  });

  const close = (open: boolean) => {
    if (open) return;
    clearSession(window.localStorage);
    notifySessionChanged();
    onDone();
  };

  const message = form.formState.errors.newPassword?.message ?? reset.error?.message ?? null;
  return (
    <Modal
      open
      onOpenChange={close}
      title={welcome ? 'Set your password' : 'Set a new password'}
      description={welcome ? 'Welcome to Stone Tool. Choose the password you will sign in with.' : undefined}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        {message ? <Alert tone="error">{message}</Alert> : null}
        <NewPasswordFields
          newPassword={form.register('newPassword')}
          confirmPassword={form.register('confirmPassword')}
        />
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={!newPassword || !confirmPassword || reset.isPending}
        >
          {reset.isPending ? 'Updating...' : welcome ? 'Set Password' : 'Update Password'}
        </button>
      </form>
    </Modal>
  );
}
