import type { ReactNode } from 'react';
import { navigate } from '../lib/navigation';
import { useAuthDialogs } from '../lib/hand-offs/auth-dialogs';

type Props = { modeName: string; signedIn: boolean; children: ReactNode };

/**
 * The read-only preview (spec 01 section 2): an amber banner with Back to Home and Login Now; the
 * tool inside sits in a disabled fieldset, so every input and button in it is disabled and
 * announced as such, while the banner's navigation stays usable.
 */
export function PreviewWrapper({ modeName, signedIn, children }: Props) {
  const { openLogin } = useAuthDialogs();
  return (
    <div className="flex min-h-dvh flex-col">
      <section
        aria-label="Read-only preview"
        className="sticky top-0 z-30 border-b-2 border-amber-400 bg-amber-50 text-amber-950"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <p className="font-semibold">You are viewing a read-only preview of {modeName}</p>
            <p className="text-sm">
              {signedIn
                ? 'Expert Mode is not enabled for your business. Contact your account manager to switch it on.'
                : 'Log in to use the full tool.'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn border border-amber-700 bg-white text-amber-950 hover:bg-amber-100"
              onClick={() => navigate('/')}
            >
              Back to Home
            </button>
            {signedIn ? null : (
              <button
                type="button"
                className="btn bg-amber-800 text-white hover:bg-amber-900"
                onClick={openLogin}
              >
                Login Now
              </button>
            )}
          </div>
        </div>
      </section>
      <fieldset
        disabled
        aria-label={`${modeName} preview (read-only)`}
        className="m-0 min-w-0 flex-1 border-0 p-0"
      >
        {children}
      </fieldset>
    </div>
  );
}
