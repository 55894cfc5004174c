import type { Executor } from '@stonetool/db/client';
import { customers, type CustomerRow } from '@stonetool/db/schema/customers';
import { and, eq, isNull, sql } from 'drizzle-orm';

/** What a call knows about a client; blank or missing fields never erase what is stored. */
export interface CustomerInput {
  firstName: string;
  lastName: string;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  company?: string | null | undefined;
  streetAddress?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
  country?: string | null | undefined;
  application?: string | null | undefined;
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The showroom's record of a client, created or brought up to date. Rule: a client is the same
 * client when the e-mail matches (case-insensitive, within the showroom); without an e-mail, when
 * first name, last name and phone all match a client who has no e-mail either; otherwise a new
 * client. Names are replaced by the latest ones; other fields only when the call gives a value.
 * The e-mail match is one INSERT … ON CONFLICT, so two concurrent orders for a new address make
 * one client.
 */
export async function upsertCustomer(
  tx: Executor,
  showroomId: string,
  input: CustomerInput,
  now: Date,
): Promise<CustomerRow> {
  const values = {
    showroomId,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: blankToNull(input.email)?.toLowerCase() ?? null,
    phone: blankToNull(input.phone),
    company: blankToNull(input.company),
    streetAddress: blankToNull(input.streetAddress),
    city: blankToNull(input.city),
    state: blankToNull(input.state),
    zipCode: blankToNull(input.zipCode),
    country: blankToNull(input.country) ?? 'United States',
    application: blankToNull(input.application),
    createdAt: now,
    updatedAt: now,
  };
  const keep = (column: string) => sql.raw(`coalesce(excluded."${column}", "customers"."${column}")`);

  if (values.email) {
    const [row] = await tx
      .insert(customers)
      .values(values)
      .onConflictDoUpdate({
        target: [customers.showroomId, customers.email],
        set: {
          firstName: values.firstName,
          lastName: values.lastName,
          phone: keep('phone'),
          company: keep('company'),
          streetAddress: keep('street_address'),
          city: keep('city'),
          state: keep('state'),
          zipCode: keep('zip_code'),
          country: input.country?.trim() ? values.country : keep('country'),
          application: keep('application'),
          updatedAt: now,
        },
      })
      .returning();
    if (!row) throw new Error('customer upsert returned no row');
    return row;
  }

  const [existing] = values.phone
    ? await tx
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.showroomId, showroomId),
            isNull(customers.email),
            eq(customers.phone, values.phone),
            sql`lower(${customers.firstName}) = lower(${values.firstName})`,
            sql`lower(${customers.lastName}) = lower(${values.lastName})`,
          ),
        )
        .limit(1)
    : [];
  if (existing) {
    const [row] = await tx
      .update(customers)
      .set({
        firstName: values.firstName,
        lastName: values.lastName,
        ...Object.fromEntries(
          (['company', 'streetAddress', 'city', 'state', 'zipCode', 'application'] as const)
            .filter((key) => values[key] !== null)
            .map((key) => [key, values[key]]),
        ),
        ...(input.country?.trim() ? { country: values.country } : {}),
        updatedAt: now,
      })
      .where(eq(customers.id, existing.id))
      .returning();
    if (!row) throw new Error('customer update returned no row');
    return row;
  }
  const [row] = await tx.insert(customers).values(values).returning();
  if (!row) throw new Error('customer insert returned no row');
  return row;
}
