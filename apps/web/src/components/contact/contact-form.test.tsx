import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { ContactForm } from './contact-form';

const CONFIG = {
  json: { supabaseUrl: '', stoneImagesPath: '/stones', supportEmail: 'support@example.test' },
};

describe('the contact form', () => {
  it('asks for every required field at once and sends nothing', async () => {
    const network = fakeFetch({
      'GET /api/config': CONFIG,
      'POST /api/send-resend': { json: { success: true } },
    });
    const { user } = renderSignedIn(<ContactForm withPhone />);
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Granite & Co');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInvalid();
    expect(network.to('POST /api/send-resend')).toEqual([]);
  });

  it('sends the message to support with the phone from the Contact page, and thanks the sender', async () => {
    const network = fakeFetch({
      'GET /api/config': CONFIG,
      'POST /api/send-resend': { json: { success: true } },
    });
    const { user } = renderSignedIn(<ContactForm withPhone successNote="We'll get back to you soon." />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pat Lee');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.test');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '512-555-0100');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Do you stock Taj Mahal?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Thank you! Your message has been sent successfully. We'll get back to you soon.",
    );
    expect(network.to('POST /api/send-resend')[0]?.body).toEqual({
      emailType: 'contact_form',
      source: 'page',
      to: 'support@example.test',
      subject: 'Contact Form: Pat Lee - No Company',
      contactData: {
        name: 'Pat Lee',
        email: 'pat@example.test',
        company: '',
        message: 'Do you stock Taj Mahal?',
        phone: '512-555-0100',
      },
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("reads the spec's one failure message whatever the server says", async () => {
    fakeFetch({
      'GET /api/config': CONFIG,
      'POST /api/send-resend': { status: 500, json: { success: false, error: 'SMTP down' } },
    });
    const { user } = renderSignedIn(<ContactForm withPhone={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pat Lee');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.test');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
  });
});
