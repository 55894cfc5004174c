/** Trust banner (spec 01 section 1). */
export function TrustBanner() {
  return (
    <section aria-label="Why trust us" className="bg-stone-900 text-white">
      <ul className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-10 gap-y-2 px-4 py-4 text-sm font-semibold">
        <li className="flex items-center gap-2">
          <span aria-hidden="true">✔</span> Licensed &amp; Insured
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true">★</span> 20+ Years Experience
        </li>
      </ul>
    </section>
  );
}
