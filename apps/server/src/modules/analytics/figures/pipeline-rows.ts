import { sql } from 'drizzle-orm';

export interface PipelineCustomer {
  name: string;
  email: string | null;
  phone: string | null;
}

export interface PipelineRow {
  showroomId: string;
  customer: PipelineCustomer;
}

/**
 * The opportunities of an unfiltered scope (or one showroom's) are read from the pipeline tables
 * the triggers keep (migration 0013), which hold exactly the open prospects, consultations and
 * quotes with the customer's name and contact; a brand, type or team member filter reads the rows
 * themselves, as the figures do (`rollupsAnswer`). Either source gives the customer's columns as
 * customer_name, customer_email and customer_phone.
 */
export const customerColumns = sql`trim(c.first_name || ' ' || c.last_name) as customer_name, c.email as customer_email, c.phone as customer_phone`;

export function readCustomer(row: Record<string, unknown>): PipelineCustomer {
  return {
    name: String(row.customer_name ?? ''),
    email: row.customer_email === null ? null : String(row.customer_email),
    phone: row.customer_phone === null ? null : String(row.customer_phone),
  };
}

export const DAY_SECONDS = 86_400;
