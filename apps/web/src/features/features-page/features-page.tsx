type Availability = 'material' | 'expert' | 'both';

/** Which mode offers which feature (spec 01 section 2). */
const rows: { feature: string; available: Availability }[] = [
  { feature: 'Wholesale pricing', available: 'material' },
  { feature: 'Client management', available: 'material' },
  { feature: 'Stone comparison', available: 'material' },
  { feature: 'AI optimisation', available: 'expert' },
  { feature: 'Multi-slab planning', available: 'expert' },
  { feature: 'CAD integration', available: 'expert' },
  { feature: 'Quote generation', available: 'both' },
  { feature: 'Analytics', available: 'both' },
  { feature: 'White-label', available: 'both' },
  { feature: 'PDF export', available: 'both' },
  { feature: 'E-mail integration', available: 'both' },
  { feature: 'Mobile responsive', available: 'both' },
];

function Mark({ included }: { included: boolean }) {
  return included ? (
    <span className="font-semibold text-emerald-800">
      <span aria-hidden="true">✓ </span>Included
    </span>
  ) : (
    <span className="text-stone-600">
      <span aria-hidden="true">— </span>
      <span className="sr-only">Not included</span>
    </span>
  );
}

/** Features page: a table of what Material Only and Expert Mode each include. */
export function FeaturesPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">Features</h1>
      <p className="mt-3 text-stone-700">What each mode includes.</p>
      <div className="mt-8 overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">Features by mode</caption>
          <thead className="bg-stone-100 text-stone-900">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4">
                Feature
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                Material Only
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                Expert Mode
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature} className="border-t border-stone-200">
                <th scope="row" className="px-3 py-3 font-medium text-stone-900 sm:px-4">
                  {row.feature}
                </th>
                <td className="px-3 py-3 sm:px-4">
                  <Mark included={row.available !== 'expert'} />
                </td>
                <td className="px-3 py-3 sm:px-4">
                  <Mark included={row.available !== 'material'} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
