type FooterLink = { label: string; onClick: () => void };

/** Footer (spec 01 section 2): copyright line, tagline, links. */
export function SiteFooter({ links }: { links: FooterLink[] }) {
  return (
    <footer className="mt-auto border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-stone-700 md:flex-row md:items-center md:justify-between">
        <div>
          <p>© {new Date().getFullYear()} Stone Tool. All rights reserved.</p>
          <p className="text-stone-600">
            Slab ordering for showrooms, countertop estimating for fabricators.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-1">
            {links.map((link) => (
              <li key={link.label}>
                <button
                  type="button"
                  className="rounded-md px-2 py-2 underline-offset-4 hover:underline"
                  onClick={link.onClick}
                >
                  {link.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
