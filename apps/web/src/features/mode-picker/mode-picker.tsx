import { navigate } from '../../lib/navigation';
import type { Session } from '../../lib/session';
import { AppHeader } from '../../components/layout/app-header';
import { AppFooter } from '../../components/layout/app-footer';
import { PageMain } from '../../components/page-main';

/**
 * Mode picker for a signed-in non-admin (spec 01 section 2). Expert Mode opens the estimator when
 * the business has it enabled; otherwise the same choice opens it as a read-only preview, which is
 * how the spec routes mode=expert for such a user, and the card says so up front.
 */
export function ModePicker({ session }: { session: Session }) {
  const expertEnabled = session.showroom?.expert_mode_enabled ?? false;
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader session={session} />
      <PageMain className="mx-auto w-full max-w-5xl flex-1 px-4 py-12">
        <h1 className="text-center text-3xl font-bold text-stone-900">Choose Your Mode</h1>
        <p className="mt-2 text-center text-stone-700">How would you like to work today?</p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <section className="card flex flex-col" aria-labelledby="pick-material">
            <h2 id="pick-material" className="text-2xl font-bold text-stone-900">
              Material Mode
            </h2>
            <p className="mt-2 flex-1 text-stone-700">
              Browse the slab catalog, compare stones, build a cart for your client and place the material
              order.
            </p>
            <button
              type="button"
              className="btn btn-primary mt-6"
              onClick={() => navigate('/?mode=material')}
            >
              Open Material Mode
            </button>
          </section>
          <section className="card flex flex-col" aria-labelledby="pick-expert">
            <h2 id="pick-expert" className="text-2xl font-bold text-stone-900">
              Expert Mode
            </h2>
            <p className="mt-2 flex-1 text-stone-700">
              Quote complete countertops: pieces, slab layouts, fabrication and installation, with PDF quotes.
            </p>
            {expertEnabled ? null : (
              <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
                Expert Mode is not enabled for your business; it opens as a read-only preview.
              </p>
            )}
            <button type="button" className="btn btn-primary mt-6" onClick={() => navigate('/?mode=expert')}>
              {expertEnabled ? 'Open Expert Mode' : 'Preview Expert Mode'}
            </button>
          </section>
        </div>
      </PageMain>
      <AppFooter />
    </div>
  );
}
