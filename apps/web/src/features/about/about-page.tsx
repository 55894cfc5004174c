/** About page (spec 01 section 2). */
export function AboutPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">About Stone Tool</h1>
      <p className="mt-4 text-lg text-stone-700">
        Stone Tool is a web portal for the stone trade: showrooms, fabricators, designers and contractors. It
        grew out of two everyday jobs that are still done with spreadsheets and phone calls — selling slabs to
        a client in the showroom, and working out what a finished countertop will cost.
      </p>
      <h2 className="mt-10 text-2xl font-semibold text-stone-900">Material Mode</h2>
      <p className="mt-3 text-stone-700">
        A sales tool for showrooms. A salesperson opens a consultation for a client, browses the stone
        catalog, compares up to four stones, builds a cart of slabs with validated discounts, and places the
        material order with confirmation e-mails. An order can also be passed on as a fabrication lead.
      </p>
      <h2 className="mt-8 text-2xl font-semibold text-stone-900">Expert Mode</h2>
      <p className="mt-3 text-stone-700">
        A quoting tool for fabricators. Enter the pieces to cut — by hand, from a pasted product list or from
        a drawing — and Stone Tool lays them out on real slab sizes, counts the slabs, and prices material,
        cutting and installation into a quote you can send as a PDF.
      </p>
      <h2 className="mt-8 text-2xl font-semibold text-stone-900">Built for the whole team</h2>
      <p className="mt-3 text-stone-700">
        Owners set prices and margins, see their orders, payments and analytics, and brand the tool with their
        own logo and colours. Team members sign in with their own accounts and see what their role allows.
      </p>
    </article>
  );
}
