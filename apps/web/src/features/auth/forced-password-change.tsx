import { PageMain } from '../../components/page-main';
import { storePasswordChanged } from '../../lib/session';
import { notifySessionChanged } from '../../lib/session-store';
import { ChangePasswordForm } from '../../components/password/change-password-form';
import { SignOutButton } from '../../components/layout/sign-out-button';

/**
 * Shown instead of every screen while the login still has the temporary password the platform
 * admin gave it (spec 03 section 4): the server refuses everything else until it is changed.
 */
export function ForcedPasswordChange({ email }: { email: string }) {
  const changed = () => {
    storePasswordChanged(window.localStorage);
    notifySessionChanged();
  };
  return (
    <PageMain className="mx-auto grid min-h-dvh w-full max-w-md content-center px-4 py-10">
      <div className="card p-6">
        <h1 className="text-2xl font-bold text-stone-900">Change Your Temporary Password</h1>
        <p className="mt-2 text-stone-700">
          Signed in as <span className="break-all">{email}</span>. Your account was opened with a temporary
          password. Choose a password of your own to continue.
        </p>
        <div className="mt-6">
          <ChangePasswordForm onChanged={changed} />
        </div>
        <SignOutButton className="btn btn-ghost mt-4 w-full" />
      </div>
    </PageMain>
  );
}
