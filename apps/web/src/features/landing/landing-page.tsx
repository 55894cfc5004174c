import { FeatureGrid } from './feature-grid';
import { ChooseModeSection } from './mode-cards';
import { TrustBanner } from './trust-banner';

type Props = { onContactSupport: () => void };

/** The public landing page `/` (spec 01 section 2): hero, the two mode cards, trust banner, feature grid. */
export function LandingPage({ onContactSupport }: Props) {
  return (
    <>
      <section className="bg-gradient-to-b from-white to-stone-100">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-10 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
            Stone slab ordering and countertop estimating, in one tool
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">
            Showrooms sell slabs at the right price to the right client. Fabricators quote complete
            countertops with optimised slab layouts. Choose the mode that fits your business.
          </p>
        </div>
      </section>
      <ChooseModeSection spacing="pb-14" />
      <TrustBanner />
      <FeatureGrid />
      <section className="bg-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-12 text-center">
          <h2 className="text-2xl font-bold text-stone-900">Not sure which mode fits?</h2>
          <p className="max-w-xl text-stone-700">
            Tell us about your business and we will help you get set up.
          </p>
          <button type="button" className="btn btn-primary" onClick={onContactSupport}>
            Contact Support
          </button>
        </div>
      </section>
    </>
  );
}
