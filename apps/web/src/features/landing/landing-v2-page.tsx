import { FeatureGrid } from './feature-grid';
import { ChooseModeSection } from './mode-cards';
import { TrustBanner } from './trust-banner';

type Props = { onContactSupport: () => void };

const stats = [
  { value: '40%', label: 'less time spent on quotes' },
  { value: '500+', label: 'showrooms and fabricators' },
  { value: '15%', label: 'less slab waste with optimised layouts' },
];

const testimonials = [
  {
    quote:
      'Our salespeople build a priced cart while the client is still in the showroom. Orders that took a day of back and forth now take one visit.',
    author: 'Showroom owner, tile and stone',
  },
  {
    quote:
      'The slab layouts tell us exactly how many slabs a kitchen needs before we cut. Our quotes are faster and our margins are safer.',
    author: 'Fabrication shop owner',
  },
];

const steps = [
  { title: 'Pick your mode', text: 'Material Only for slab sales, Expert Mode for full fabrication quotes.' },
  {
    title: 'Build the quote',
    text: 'Choose stones, compare them, add pieces or slabs and see the price at once.',
  },
  {
    title: 'Send and order',
    text: 'E-mail a PDF quote or place the order with delivery coordinated for you.',
  },
];

/** The alternate landing page at /?v=2 (spec 01 section 2): the same offer with more marketing copy. */
export function LandingV2Page({ onContactSupport }: Props) {
  return (
    <>
      <section className="bg-stone-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center">
          <p className="text-sm font-semibold tracking-widest text-teal-200 uppercase">
            For showrooms and fabricators
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            Quote faster. Waste less stone. Win more jobs.
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-200">
            Stone Tool brings your slab catalog, your pricing and your fabrication estimates together, so
            every client leaves with a clear, accurate price.
          </p>
          <button
            type="button"
            className="btn mt-8 bg-white text-stone-900 hover:bg-stone-100"
            onClick={onContactSupport}
          >
            Talk to our team
          </button>
        </div>
      </section>
      <section aria-label="Results our customers report" className="bg-white">
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-center sm:grid-cols-3">
          {stats.map((stat) => (
            <li key={stat.label}>
              <p className="text-4xl font-extrabold text-brand">{stat.value}</p>
              <p className="mt-1 text-stone-700">{stat.label}</p>
            </li>
          ))}
        </ul>
      </section>
      <ChooseModeSection spacing="py-14" />
      <TrustBanner />
      <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="how-heading" className="text-center text-3xl font-bold text-stone-900">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="card">
              <p className="text-sm font-semibold text-brand">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-stone-900">{step.title}</h3>
              <p className="mt-2 text-stone-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <FeatureGrid />
      <section aria-labelledby="testimonials-heading" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="testimonials-heading" className="text-center text-3xl font-bold text-stone-900">
            What our customers say
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {testimonials.map((testimonial) => (
              <figure key={testimonial.author} className="card">
                <blockquote className="text-stone-800">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-stone-600">
                  {testimonial.author}
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
