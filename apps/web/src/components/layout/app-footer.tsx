import { useState } from 'react';
import { ContactSupportModal } from '../contact/contact-support-modal';
import { SiteFooter } from './site-footer';

/** Footer of the signed-in screens: its link opens the Contact Support modal. */
export function AppFooter() {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <>
      <SiteFooter links={[{ label: 'Contact Support', onClick: () => setContactOpen(true) }]} />
      <ContactSupportModal open={contactOpen} onOpenChange={setContactOpen} />
    </>
  );
}
