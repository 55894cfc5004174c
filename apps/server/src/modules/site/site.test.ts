import { ZConfigResponse } from '@stonetool/contracts/site';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { contactMessages } from '@stonetool/db/schema/site';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
  await t.database.db.delete(contactMessages);
});

function send(payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/send-resend',
    payload: payload as Record<string, unknown>,
  });
}

describe('POST /api/send-resend with the contact form', () => {
  it('stores the message and queues one e-mail to the support address, not to the address in the request', async () => {
    const response = await send({
      emailType: 'contact_form',
      to: 'someone-else@example.test',
      subject: 'Contact Form: Ann Lee - No Company',
      source: 'page',
      contactData: {
        name: ' Ann Lee ',
        email: 'Ann@Example.test',
        company: '',
        phone: '512-555-0101',
        message: 'Hi!',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const [stored] = await t.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.test',
      company: null,
      phone: '512-555-0101',
      message: 'Hi!',
      source: 'page',
    });
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'contact_form',
      toAddresses: ['support@stonetool.test'],
      replyTo: 'ann@example.test',
      subject: 'Contact Form: Ann Lee - No Company',
      status: 'pending',
    });
    expect(mails[0]?.textBody).toContain('Hi!');
  });

  it.each([
    ['a missing name', { email: 'ann@example.test', message: 'Hi' }],
    ['a blank name', { name: '  ', email: 'ann@example.test', message: 'Hi' }],
    ['a missing e-mail', { name: 'Ann', message: 'Hi' }],
    ['a blank message', { name: 'Ann', email: 'ann@example.test', message: '' }],
  ])('refuses %s with the spec message and writes nothing', async (_label, contactData) => {
    const response = await send({ emailType: 'contact_form', contactData });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Please fill in all required fields.' });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('refuses a malformed e-mail address', async () => {
    const response = await send({
      emailType: 'contact_form',
      contactData: { name: 'Ann', email: 'not-an-address', message: 'Hi' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Please enter a valid email address' });
  });

  it('refuses e-mail types that are not built yet', async () => {
    const response = await send({ emailType: 'weekly_digest', orderData: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Unsupported email type' });
  });
});

describe('GET /api/config', () => {
  it('tells the web app where stone images are served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(ZConfigResponse.parse(response.json())).toEqual({
      supabaseUrl: 'http://localhost:3000',
      stoneImagesPath: '/storage/v1/object/public/stone-images/',
      supportEmail: 'support@stonetool.test',
    });
  });
});
