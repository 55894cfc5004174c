import { navigate } from '../../lib/navigation';
import { useAuthDialogs } from '../../lib/hand-offs/auth-dialogs';
import { PageMain } from '../../components/page-main';

const areaNames = {
  material: 'Material Mode',
  expert: 'Expert Mode',
  admin: 'the Admin Panel',
  dashboard: 'the Showroom Dashboard',
} as const;

/** Authentication-required card (spec 01 section 2): Sign In and Back to Home. */
export function AuthRequiredCard({ area }: { area: keyof typeof areaNames }) {
  const { openLogin } = useAuthDialogs();
  return (
    <PageMain className="grid min-h-dvh place-items-center bg-stone-100 px-4">
      <section className="card w-full max-w-md text-center" aria-labelledby="auth-required-heading">
        <h1 id="auth-required-heading" className="text-2xl font-bold text-stone-900">
          Authentication Required
        </h1>
        <p className="mt-3 text-stone-700">Please sign in to access {areaNames[area]}.</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <button type="button" className="btn btn-primary" onClick={openLogin}>
            Sign In
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => navigate('/')}>
            Back to Home
          </button>
        </div>
      </section>
    </PageMain>
  );
}
