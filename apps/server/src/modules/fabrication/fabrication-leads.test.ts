import {
  FABRICATOR_NEEDED,
  ZFabricationLeadResponse,
  ZFabricationLeadsResponse,
} from '@stonetool/contracts/admin-fabrication-leads';
import { ZErrorResponse } from '@stonetool/contracts/common';
import { fabricationLeads } from '@stonetool/db/schema/leads';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { createCustomer } from '@stonetool/db/seed/customers';
import { createFabricationLead } from '@stonetool/db/seed/leads';
import { createOrder } from '@stonetool/db/seed/orders';
import { leadMessageText } from '@stonetool/domain/fabrication-leads';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/api-as';
import { createMaterialQuartz, useMaterialTestApp, SHOWROOM_PEOPLE } from '../orders/material-test-setup';

const world = useMaterialTestApp();
let leadId = '';
let quoteNumber = '';

beforeAll(async () => {
  const db = world.t.database.db;
  const stone = await createMaterialQuartz(db);
  const customer = await createCustomer(db, {
    showroomId: world.logins.showroomA,
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann.lee@example.test',
    phone: '512-555-0101',
  });
  const { order, items } = await createOrder(db, {
    showroomId: world.logins.showroomA,
    customer,
    lines: [{ stone, quantitySlabs: 2, unitPriceCents: 304_500, wholesaleUnitCostCents: 217_500 }],
  });
  quoteNumber = order.quoteNumber;
  leadId = (await createFabricationLead(db, order, items)).id;
});

function call(method: 'GET' | 'POST', url: string, payload?: object, token = world.logins.tokens.admin) {
  return world.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

const sendBody = () => ({
  leadId,
  fabricatorEmail: 'Shop@Fabricator.test',
  fabricatorName: 'Stone Shop',
  customSubject: `Fabrication lead: Ann Lee`,
  customMessage: 'A new client needs fabrication.',
});

describe('fabrication leads', () => {
  it('lists every lead with its showroom, stones, total and order number', async () => {
    const response = await call('GET', '/api/admin/fabrication-leads');
    expect(response.statusCode).toBe(200);
    const { leads } = ZFabricationLeadsResponse.parse(response.json());
    expect(leads).toEqual([
      expect.objectContaining({
        id: leadId,
        customer_name: 'Ann Lee',
        customer_email: 'ann.lee@example.test',
        customer_phone: '512-555-0101',
        showroom_name: 'Showroom A',
        quote_number: quoteNumber,
        status: 'new',
        stones: [expect.objectContaining({ brand: 'Caesarstone', color: 'Pure White' })],
      }),
    ]);
    expect(leads[0]?.order_total).toBeGreaterThan(6090);
  });

  it('refuses to skip a step: a new lead cannot be marked completed', async () => {
    const response = await call('POST', '/api/admin/fabrication-leads/update-status', {
      leadId,
      status: 'completed',
    });
    expect(response.statusCode).toBe(409);
    expect(ZErrorResponse.parse(response.json()).error).toBe('A new lead cannot be marked completed');
  });

  it('needs the fabricator e-mail and name to send, and writes nothing without them', async () => {
    for (const missing of [{ fabricatorEmail: ' ' }, { fabricatorName: '' }]) {
      const response = await call('POST', '/api/admin/send-lead-to-fabricator', {
        ...sendBody(),
        ...missing,
      });
      expect(response.statusCode).toBe(400);
      expect(ZErrorResponse.parse(response.json()).error).toBe(FABRICATOR_NEEDED);
    }
    expect(await world.t.database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('e-mails the lead to a fabricator through the outbox and marks it contacted', async () => {
    const response = await call('POST', '/api/admin/send-lead-to-fabricator', sendBody());
    expect(response.statusCode, response.body).toBe(200);
    expect(ZFabricationLeadResponse.parse(response.json()).lead).toMatchObject({
      status: 'contacted',
      sent_to_fabricator_email: 'shop@fabricator.test',
      sent_to_fabricator_name: 'Stone Shop',
    });
    const [mail] = await world.t.database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      kind: 'fabrication_lead',
      toAddresses: ['shop@fabricator.test'],
      subject: 'Fabrication lead: Ann Lee',
    });
    expect(mail?.textBody).toContain('A new client needs fabrication.');
    expect(mail?.textBody).toContain('ann.lee@example.test');
    expect(mail?.textBody).toContain(quoteNumber);
    // Money in e-mails as people write it: thousands separated, two decimals.
    expect(mail?.textBody).toMatch(/Order total: \$\d{1,3}(,\d{3})+\.\d{2}\n/);
  });

  it('gives the 24-48 hours once when the message is the one the dialog starts with', async () => {
    const customMessage = leadMessageText({ customer_name: 'Ann Lee', showroom_name: 'Showroom A' });
    const response = await call('POST', '/api/admin/send-lead-to-fabricator', {
      ...sendBody(),
      customMessage,
    });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await world.t.database.db.select().from(mailOutbox);
    const mail = mails.find((row) => row.textBody.includes(customMessage));
    expect(mail?.textBody.match(/24-48 hours/g)).toHaveLength(1);
  });

  it('marks a contacted lead completed, and then nothing more', async () => {
    const done = await call('POST', '/api/admin/fabrication-leads/update-status', {
      leadId,
      status: 'completed',
    });
    expect(ZFabricationLeadResponse.parse(done.json()).lead.status).toBe('completed');
    const back = await call('POST', '/api/admin/fabrication-leads/update-status', {
      leadId,
      status: 'contacted',
    });
    expect(back.statusCode).toBe(409);
    const [row] = await world.t.database.db
      .select()
      .from(fabricationLeads)
      .where(eq(fabricationLeads.id, leadId));
    expect(row?.status).toBe('completed');
  });

  it('answers an unknown lead with Lead not found', async () => {
    const response = await call('POST', '/api/admin/fabrication-leads/update-status', {
      leadId: '00000000-0000-4000-8000-000000000000',
      status: 'contacted',
    });
    expect(response.statusCode).toBe(404);
    expect(ZErrorResponse.parse(response.json()).error).toBe('Lead not found');
  });

  it.each(SHOWROOM_PEOPLE)('is out of reach of %s', async (_who, login) => {
    const token = world.logins.tokens[login];
    expect((await call('GET', '/api/admin/fabrication-leads', undefined, token)).statusCode).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/api/admin/fabrication-leads/update-status',
          { leadId, status: 'contacted' },
          token,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/admin/send-lead-to-fabricator', sendBody(), token)).statusCode).toBe(
      403,
    );
  });
});
