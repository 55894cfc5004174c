import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Modal } from '../../components/modal';
import { navigate } from '../../lib/navigation';
import { clearSession, SESSION_KEYS, storeSession } from '../../lib/session';
import { notifySessionChanged } from '../../lib/session-store';
import { useResetPassword } from './api/reset-password';
import { verifyToken } from './api/verify-token';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordProblem } from './password-rules';

type State =
  | { step: 'idle' }
  | { step: 'verifying'; token: string }
  | { step: 'set-password'; token: string }
  | { step: 'failed' };

/**
 * The password-recovery link (spec 01 section 4): the fragment's token replaces the stored
 * session, the fragment is removed, the token is verified. A recovery token opens 'Set a new
 * password'; the reset answers with a fresh login, and a non-admin lands in Material Mode.
 * A failed verification clears the stored session.
 */
export function RecoveryFlow({ fragmentToken }: { fragmentToken: string | null }) {
  const [state, setState] = useState<State>({ step: 'idle' });
  // A link opened in a running tab changes only the fragment: pick each new token up once.
  const [seenToken, setSeenToken] = useState<string | null>(null);
  if (fragmentToken && fragmentToken !== seenToken) {
    setSeenToken(fragmentToken);
    setState({ step: 'verifying', token: fragmentToken });
  }
  const startToken = state.step === 'verifying' ? state.token : null;

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
          setState({ step: 'set-password', token: startToken });
          return;
        }
        storeSession(window.localStorage, { ...verified, session: { access_token: startToken } }, Date.now());
        notifySessionChanged();
        setState({ step: 'idle' });
        navigate(verified.isAdmin ? '/?admin=true' : '/?mode=material');
      },
      () => {
        if (cancelled) return;
        clearSession(window.localStorage);
        notifySessionChanged();
        setState({ step: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [startToken]);

  if (state.step === 'set-password') {
    return <SetPasswordDialog token={state.token} onDone={() => setState({ step: 'idle' })} />;
  }
  return (
    <Modal
      open={state.step === 'failed'}
      onOpenChange={(open) => (open ? undefined : setState({ step: 'idle' }))}
      title="Reset link not valid"
    >
      <p className="mb-4 text-stone-700">
        This password reset link is invalid or has expired. Use Forgot password? in the Login window to
        request a new one.
      </p>
      <button type="button" className="btn btn-primary w-full" onClick={() => setState({ step: 'idle' })}>
        Close
      </button>
    </Modal>
  );
}

function SetPasswordDialog({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm({ defaultValues: { newPassword: '', confirmPassword: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPassword();
  const [newPassword, confirmPassword] = useWatch({
    control: form.control,
    name: ['newPassword', 'confirmPassword'],
  });

  // The form calls this without awaiting: handleSubmit's promise never rejects here, since the
  // mutation reports a failure through its own state.
  const onSubmit = form.handleSubmit((values) => {
    const found = newPasswordProblem(values.newPassword, values.confirmPassword);
    setProblem(found);
    if (found) return;
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

  const message = problem ?? reset.error?.message ?? null;
  return (
    <Modal open onOpenChange={close} title="Set a new password">
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
          {reset.isPending ? 'Updating...' : 'Update Password'}
        </button>
      </form>
    </Modal>
  );
}
