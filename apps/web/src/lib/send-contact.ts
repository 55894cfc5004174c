import { useMutation } from '@tanstack/react-query';
import { ZSuccessResponse } from '@stonetool/contracts/common';
import { ZContactRequest, type TContactRequest } from '@stonetool/contracts/site';
import type { z } from 'zod';
import { getConfig } from './get-config';
import { apiJson } from './http/api-json';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const SEND_FAILED_MESSAGE = 'Failed to send message. Please try again.';

/** The contact form: name, email and message required, company and phone optional (spec 01 section 5). */
export const ZContactForm = ZContactRequest.shape.contactData;
export type TContactFormInput = z.input<typeof ZContactForm>;
export type TContactForm = z.output<typeof ZContactForm>;

/** The subject the support inbox sees: the sender's name and company, 'No Company' if empty. */
export function contactSubject(name: string, company: string): string {
  return `Contact Form: ${name} - ${company.trim() || 'No Company'}`;
}

/**
 * POST /api/send-resend with emailType contact_form (spec 01 section 7); any refusal reads the
 * spec's one message. The phone number is sent from the Contact page only.
 */
export async function sendContact(input: { form: TContactForm; includePhone: boolean }): Promise<void> {
  const { form, includePhone } = input;
  const supportEmail = await getConfig().then(
    (config) => config.supportEmail,
    () => undefined,
  );
  const body: TContactRequest = {
    emailType: 'contact_form',
    source: includePhone ? 'page' : 'modal',
    ...(supportEmail ? { to: supportEmail } : {}),
    subject: contactSubject(form.name, form.company),
    contactData: {
      name: form.name,
      email: form.email,
      company: form.company,
      message: form.message,
      phone: includePhone ? form.phone : '',
    },
  };
  await apiJson(ZSuccessResponse, '/api/send-resend', {
    method: 'POST',
    json: body,
    fallback: SEND_FAILED_MESSAGE,
    refusal: 'fallback',
    auth: 'none',
  });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
