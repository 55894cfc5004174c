const features = [
  {
    title: 'Instant Quotes',
    text: 'Price slabs and finished countertops in minutes, with tax and delivery worked out for you.',
  },
  {
    title: 'Slab Optimisation',
    text: 'Lay pieces out on real slab sizes and see how many slabs a job needs and how efficiently they are used.',
  },
  {
    title: 'Client Consultations',
    text: 'Record each client visit, the stones they looked at and the ones they compared.',
  },
  {
    title: 'Stone Comparison',
    text: 'Put up to four stones side by side with their prices and the difference to the lowest.',
  },
  {
    title: 'PDF Quotes and E-mail',
    text: 'Send a clean, branded quote or order confirmation to your client straight from the tool.',
  },
  {
    title: 'Your Brand',
    text: 'Your logo, your name and your colours on every screen your clients see.',
  },
];

/** The landing page's feature grid. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="features-heading" className="text-center text-3xl font-bold text-stone-900">
        Everything a stone business needs
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title} className="card">
            <h3 className="text-lg font-semibold text-stone-900">{feature.title}</h3>
            <p className="mt-2 text-stone-700">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
