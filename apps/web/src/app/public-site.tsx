import { useState } from 'react';
import { AboutPage } from '../features/about/about-page';
import { useAuthDialogs } from '../lib/hand-offs/auth-dialogs';
import { ContactPage } from '../features/contact/contact-page';
import { ContactSupportModal } from '../components/contact/contact-support-modal';
import { FeaturesPage } from '../features/features-page/features-page';
import { PublicHeader } from '../components/layout/public-header';
import { SiteFooter } from '../components/layout/site-footer';
import { LandingPage } from '../features/landing/landing-page';
import { LandingV2Page } from '../features/landing/landing-v2-page';
import type { PublicPage } from '../components/layout/public-page';
import { PageMain } from '../components/page-main';

/** The visitor's site: Home (landing or ?v=2), About, Features and Contact Us as in-page state. */
export function PublicSite({ variant }: { variant: 1 | 2 }) {
  const [page, setPage] = useState<PublicPage>('home');
  const [contactOpen, setContactOpen] = useState(false);
  const { openLogin } = useAuthDialogs();

  const show = (next: PublicPage) => {
    setPage(next);
    window.scrollTo(0, 0);
    // The page changes under the header: continue reading from its content.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  const openContact = () => setContactOpen(true);

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader page={page} onNavigate={show} onLogin={openLogin} />
      <PageMain className="flex-1">
        {page === 'home' && variant === 1 ? <LandingPage onContactSupport={openContact} /> : null}
        {page === 'home' && variant === 2 ? <LandingV2Page onContactSupport={openContact} /> : null}
        {page === 'about' ? <AboutPage /> : null}
        {page === 'features' ? <FeaturesPage /> : null}
        {page === 'contact' ? <ContactPage /> : null}
      </PageMain>
      <SiteFooter
        links={[
          { label: 'About', onClick: () => show('about') },
          { label: 'Features', onClick: () => show('features') },
          { label: 'Contact Us', onClick: () => show('contact') },
          { label: 'Contact Support', onClick: openContact },
        ]}
      />
      <ContactSupportModal open={contactOpen} onOpenChange={setContactOpen} />
    </div>
  );
}
