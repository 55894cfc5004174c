import type { TCustomerDetails } from '@stonetool/contracts/customers';
import { customers } from '@stonetool/db/schema/customers';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { customerVisibleTo } from './own-records';

/**
 * POST /api/get-customer: the showroom's client with this e-mail, in the order form's field names
 * (empty strings for what is unknown, so the form can fill every field), or null; with `memberId`,
 * null too for a client who is not that team member's own.
 */
export async function getCustomerByEmail(
  ctx: AppContext,
  showroomId: string,
  email: string,
  memberId: string | undefined,
): Promise<TCustomerDetails | null> {
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.showroomId, showroomId),
        eq(customers.email, email.toLowerCase()),
        customerVisibleTo(ctx.db, memberId),
      ),
    );
  if (!row) return null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ?? '',
    company: row.company ?? '',
    streetAddress: row.streetAddress ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zipCode: row.zipCode ?? '',
    country: row.country,
  };
}
