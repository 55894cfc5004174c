import { navigate } from '../../lib/navigation';
import { useSignOut } from '../../lib/use-sign-out';
import { PageMain } from '../../components/page-main';

const messages = {
  admin: 'The Admin Panel is only available to platform administrators.',
  dashboard: 'The Showroom Dashboard is only available to the showroom owner.',
} as const;

/** Shown when a signed-in user opens an area their role may not use; the server refuses its data anyway. */
export function AccessDeniedCard({ area }: { area: keyof typeof messages }) {
  const signOut = useSignOut();
  return (
    <PageMain className="grid min-h-dvh place-items-center bg-stone-100 px-4">
      <section className="card w-full max-w-md text-center" aria-labelledby="access-denied-heading">
        <h1 id="access-denied-heading" className="text-2xl font-bold text-stone-900">
          Access Denied
        </h1>
        <p className="mt-3 text-stone-700">{messages[area]}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
            Back to Home
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void signOut()}>
            Sign Out
          </button>
        </div>
      </section>
    </PageMain>
  );
}
