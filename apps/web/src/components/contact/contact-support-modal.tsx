import { useEffect, useState } from 'react';
import { Modal } from '../modal';
import { ContactForm } from './contact-form';

/** The modal closes 2 seconds after a successful send (spec 01 section 9). */
export const CONTACT_MODAL_CLOSE_DELAY_MS = 2000;

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Contact Support modal (spec 01 section 2): name, email, company, message. */
export function ContactSupportModal({ open, onOpenChange }: Props) {
  const [sentAt, setSentAt] = useState<number | null>(null);

  useEffect(() => {
    if (sentAt === null) return;
    const timer = window.setTimeout(() => {
      setSentAt(null);
      onOpenChange(false);
    }, CONTACT_MODAL_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sentAt, onOpenChange]);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Contact Support"
      description="Questions about Stone Tool? Send us a message and our team will reply by email."
    >
      {open ? <ContactForm withPhone={false} onSent={() => setSentAt(Date.now())} /> : null}
    </Modal>
  );
}
