import { ContactForm } from '../../components/contact/contact-form';

/** Contact page (spec 01 section 2): the form resets after a send and the page stays. */
export function ContactPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[1fr_2fr]">
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="text-3xl font-bold text-stone-900">
          Contact Us
        </h1>
        <p className="mt-3 text-stone-700">
          Questions about pricing, onboarding your showroom or setting up Expert Mode for your fabrication
          shop? Our team is here to help.
        </p>
        <dl className="mt-6 space-y-4 text-stone-800">
          <div>
            <dt className="font-semibold">Response time</dt>
            <dd>We respond within 24 hours.</dd>
          </div>
          <div>
            <dt className="font-semibold">Business hours</dt>
            <dd>Monday to Friday, 9 AM to 6 PM EST</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="contact-form-heading" className="card">
        <h2 id="contact-form-heading" className="mb-4 text-xl font-semibold text-stone-900">
          Write to us
        </h2>
        <ContactForm withPhone successNote="We'll get back to you soon." />
      </section>
    </div>
  );
}
