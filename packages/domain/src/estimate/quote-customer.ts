import { isBasicEmail } from '../email';

/**
 * A quote's customer as the estimator sends it (spec 02 section 3, Customer and User info): first
 * and last name, or a full `name`, with an e-mail and a phone; every field optional.
 */
export interface QuoteCustomerFields {
  first_name?: string | null;
  last_name?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface ResolvedCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** First and last name from the fields, else from `name` split at its first space; e-mail lower-case. */
export function resolveCustomer(customer: QuoteCustomerFields | null | undefined): ResolvedCustomer {
  const full = (customer?.name ?? '').trim();
  const space = full.indexOf(' ');
  const firstName = customer?.first_name?.trim() || (space > 0 ? full.slice(0, space) : full);
  const lastName = customer?.last_name?.trim() || (space > 0 ? full.slice(space + 1).trim() : '');
  return {
    firstName,
    lastName,
    email: (customer?.email ?? '').trim().toLowerCase(),
    phone: (customer?.phone ?? '').trim(),
  };
}

/**
 * Saving and e-mailing a quote need the customer's first and last name and e-mail (or a full
 * name and e-mail), the fields the Contact Information card requires. The estimator checks the
 * same rule before it calls.
 */
export function hasNameAndEmail(customer: QuoteCustomerFields | null | undefined): boolean {
  const r = resolveCustomer(customer);
  return r.firstName !== '' && r.lastName !== '' && r.email !== '';
}

/** A customer's e-mail, when one is given, must match the spec's basic pattern. */
export function hasValidEmailIfAny(customer: QuoteCustomerFields | null | undefined): boolean {
  const { email } = resolveCustomer(customer);
  return email === '' || isBasicEmail(email);
}
