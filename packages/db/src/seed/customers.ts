import type { Executor } from '../client';
import {
  consultations,
  customers,
  type ConsultationRow,
  type CustomerRow,
  type NewConsultationRow,
  type NewCustomerRow,
} from '../schema/customers';
import { uniqueSuffix } from './unique';

/** A showroom's client with a full US address; the e-mail is lower-cased as the table requires. */
export async function createCustomer(
  db: Executor,
  input: Partial<NewCustomerRow> & { showroomId: string },
): Promise<CustomerRow> {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(customers)
    .values({
      firstName: 'Jordan',
      lastName: 'Ellis',
      phone: '(512) 555-0199',
      streetAddress: '4800 Burnet Rd',
      city: 'Austin',
      state: 'TX',
      zipCode: '78756',
      application: 'Countertops',
      ...input,
      email:
        input.email === undefined ? `client-${suffix}@example.test` : (input.email?.toLowerCase() ?? null),
    })
    .returning();
  if (!row) throw new Error('customer not inserted');
  return row;
}

/** A Material Mode consultation, active by default, with its own session key. */
export async function createConsultation(
  db: Executor,
  input: Partial<NewConsultationRow> & { showroomId: string },
): Promise<ConsultationRow> {
  const [row] = await db
    .insert(consultations)
    .values({ sessionKey: `session-${uniqueSuffix()}`, ...input })
    .returning();
  if (!row) throw new Error('consultation not inserted');
  return row;
}
