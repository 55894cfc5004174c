import type { PublicPage } from './public-page';
import { BrandMark } from './brand-mark';

type Props = { page: PublicPage; onNavigate: (page: PublicPage) => void; onLogin: () => void };

const links: { page: PublicPage; label: string }[] = [
  { page: 'home', label: 'Home' },
  { page: 'about', label: 'About' },
  { page: 'features', label: 'Features' },
  { page: 'contact', label: 'Contact Us' },
];

/** The visitor's header: Home, About, Features, Contact Us switch in-page state; Login opens the modal. */
export function PublicHeader({ page, onNavigate, onLogin }: Props) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <button type="button" className="rounded-md text-left" onClick={() => onNavigate('home')}>
          <BrandMark showroom={null} fallbackSubtitle="Professional Countertop Estimator" />
        </button>
        <nav aria-label="Main">
          <ul className="flex flex-wrap items-center gap-1 text-sm">
            {links.map((link) => (
              <li key={link.page}>
                <button
                  type="button"
                  aria-current={page === link.page ? 'page' : undefined}
                  className="rounded-md px-2.5 py-2 font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:text-brand aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                  onClick={() => onNavigate(link.page)}
                >
                  {link.label}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="btn btn-primary ml-1 min-h-9 px-3 py-1.5" onClick={onLogin}>
                Login
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
