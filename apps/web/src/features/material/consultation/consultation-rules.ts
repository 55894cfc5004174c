import { ZEmail } from '@stonetool/contracts/common';
import type { ClientInfo } from '../state/material-state';

export type ClientErrors = Partial<
  Record<'firstName' | 'lastName' | 'application' | 'contact' | 'email', string>
>;

export const CONTACT_REQUIRED = 'Enter a phone number or an email address';

/**
 * The consultation form (spec 01 section 5): first and last name (trimmed) and the application
 * are required, and a phone number or an e-mail address. An e-mail, when given, must be one: the
 * comparison mail and the order confirmation go to it.
 */
export function consultationErrors(client: ClientInfo): ClientErrors {
  const errors: ClientErrors = {};
  if (!client.firstName.trim()) errors.firstName = 'First name is required';
  if (!client.lastName.trim()) errors.lastName = 'Last name is required';
  if (!client.application) errors.application = 'Choose an application';
  if (!client.phone.trim() && !client.email.trim()) errors.contact = CONTACT_REQUIRED;
  if (client.email.trim()) {
    const parsed = ZEmail.safeParse(client.email);
    if (!parsed.success)
      errors.email = parsed.error.issues[0]?.message ?? 'Please enter a valid email address';
  }
  return errors;
}

export function canStartConsultation(client: ClientInfo): boolean {
  return Object.keys(consultationErrors(client)).length === 0;
}

/** The client as the session keeps it: every text trimmed. */
export function trimClient(client: ClientInfo): ClientInfo {
  const trimmed = { ...client };
  for (const field of Object.keys(trimmed) as (keyof ClientInfo)[]) trimmed[field] = trimmed[field].trim();
  return trimmed;
}
