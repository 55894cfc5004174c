import {
  JOB_DATE_MESSAGE,
  QUOTE_NOT_ACCEPTED_YET,
  ZJobProgressResponse,
  ZPublicQuoteResponse,
  ZRecordJobProgressResponse,
  ZShareQuoteResponse,
  ZTakeBackJobStepResponse,
} from '@stonetool/contracts/quote-links';
import { ZQuoteListResponse } from '@stonetool/contracts/carts';
import { ZSaveQuoteResponse } from '@stonetool/contracts/quotes';
import { customers } from '@stonetool/db/schema/customers';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { NO_JOB_STEP_TO_TAKE_BACK } from '@stonetool/domain/jobs/job-progress';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api-as';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PERIMETER, seedQuoteCallers } from '../quotes/quote-test-fixtures';

let t: TestApp;
const tokens = { ownerA: '', ownerB: '', showroom: '' };
const as = (who: keyof typeof tokens) => apiAs(t.app, tokens[who]);
const anonymous = () => apiAs(t.app, null);

/** A day `days` from the test clock's today (UTC), 'YYYY-MM-DD'. */
const dayFromToday = (days: number) =>
  new Date(t.clock.now().getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const CUSTOMER = { first_name: 'Maria', last_name: 'Rivera', email: 'maria.rivera@example.test' };
const KITCHEN = { name: 'Rivera kitchen', products: [PERIMETER] };

/** Fabricator A's saved quote, shared; accepted by the client unless `accepted` is false. */
async function quote({ accepted = true, customer = CUSTOMER } = {}) {
  const saved = await as('ownerA').post('/api/quotes/save', {
    customer_data: customer,
    quote_data: KITCHEN,
  });
  expect(saved.statusCode).toBe(200);
  const { id: quoteId, quote_number: quoteNumber } = ZSaveQuoteResponse.parse(saved.json()).data;
  const shared = await as('ownerA').post(`/api/quotes/${quoteId}/share`, {});
  const { token } = ZShareQuoteResponse.parse(shared.json()).data;
  if (accepted) {
    const answer = await anonymous().post(`/api/public/quotes/${token}/accept`, {
      signature_name: 'Maria Rivera',
      accept_terms: true,
    });
    expect(answer.statusCode).toBe(200);
  }
  return { quoteId, quoteNumber, token };
}

const record = (quoteId: string, body: object, who: keyof typeof tokens = 'ownerA') =>
  as(who).post(`/api/quotes/${quoteId}/progress`, body);

async function recorded(quoteId: string, body: object) {
  const response = await record(quoteId, body);
  expect(response.statusCode).toBe(200);
  const { client_emailed_to: _told, ...progress } = ZRecordJobProgressResponse.parse(response.json()).data;
  return progress;
}

/** The job-step mails of a quote (the test clock stamps them alike: no order). */
const stepMails = (quoteNumber: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'quote_job_step'), like(mailOutbox.subject, `Quote ${quoteNumber}:%`)));

/** 'November 20, 2026' for '2026-11-20'. */
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const errorOf = (response: { json: () => unknown }) => (response.json() as { error: string }).error;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, (await seedQuoteCallers(t)).tokens);
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/quotes/:id/progress', () => {
  it('records templated, fabricating and installed with their days, shown to the fabricator and on the client’s link', async () => {
    const { quoteId, token } = await quote();
    const before = await as('ownerA').get(`/api/quotes/${quoteId}/progress`);
    expect(ZJobProgressResponse.parse(before.json()).data).toEqual({
      review_state: 'accepted',
      progress: [],
      next_step: 'templated',
    });

    expect(await recorded(quoteId, { step: 'templated', date: dayFromToday(-6) })).toEqual({
      review_state: 'accepted',
      progress: [{ step: 'templated', label: 'Templated', date: dayFromToday(-6) }],
      next_step: 'fabricating',
    });
    await recorded(quoteId, { step: 'fabricating', date: dayFromToday(-2) });
    const done = await recorded(quoteId, { step: 'installed' });
    expect(done.next_step).toBeNull();
    expect(done.progress.at(-1)).toEqual({ step: 'installed', label: 'Installed', date: dayFromToday(0) });

    const page = ZPublicQuoteResponse.parse((await anonymous().get(`/api/public/quotes/${token}`)).json());
    expect(page.data.progress).toEqual([
      { step: 'templated', label: 'Templated', date: dayFromToday(-6) },
      { step: 'fabricating', label: 'Fabricating', date: dayFromToday(-2) },
      { step: 'installed', label: 'Installed', date: dayFromToday(0) },
    ]);
  });

  it('refuses a step out of order or twice with 409, naming the step it comes after', async () => {
    const { quoteId } = await quote();
    const early = await record(quoteId, { step: 'fabricating' });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toBe('Fabricating comes after Templated: record Templated first');

    await recorded(quoteId, { step: 'templated' });
    const twice = await record(quoteId, { step: 'templated' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toBe('Templated is already recorded');
    const progress = await as('ownerA').get(`/api/quotes/${quoteId}/progress`);
    expect(ZJobProgressResponse.parse(progress.json()).data.progress).toHaveLength(1);
  });

  it('refuses any step on a quote the client has not accepted, and the client’s page shows no progress', async () => {
    const { quoteId, token } = await quote({ accepted: false });
    const response = await record(quoteId, { step: 'templated' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(QUOTE_NOT_ACCEPTED_YET);
    const progress = await as('ownerA').get(`/api/quotes/${quoteId}/progress`);
    expect(ZJobProgressResponse.parse(progress.json()).data).toEqual({
      review_state: 'open',
      progress: [],
      next_step: null,
    });
    const page = ZPublicQuoteResponse.parse((await anonymous().get(`/api/public/quotes/${token}`)).json());
    expect(page.data.progress).toEqual([]);
  });

  it('answers 404 for another business’s quote, 403 without Expert Mode and 401 without signing in', async () => {
    const { quoteId } = await quote();
    const other = await record(quoteId, { step: 'templated' }, 'ownerB');
    expect(other.statusCode).toBe(404);
    expect(errorOf(other)).toBe('Quote not found');
    expect((await as('ownerB').get(`/api/quotes/${quoteId}/progress`)).statusCode).toBe(404);
    expect((await record(quoteId, { step: 'templated' }, 'showroom')).statusCode).toBe(403);
    expect(
      (await anonymous().post(`/api/quotes/${quoteId}/progress`, { step: 'templated' })).statusCode,
    ).toBe(401);
    const mine = await as('ownerA').get(`/api/quotes/${quoteId}/progress`);
    expect(ZJobProgressResponse.parse(mine.json()).data.progress).toEqual([]);
  });

  it('refuses a day in the future, a day before the step before it, and a day that does not exist, with 400', async () => {
    const { quoteId } = await quote();
    const future = await record(quoteId, { step: 'templated', date: dayFromToday(3) });
    expect(future.statusCode).toBe(400);
    expect(errorOf(future)).toBe(
      `The date ${dayFromToday(3)} is in the future: record Templated once it has happened`,
    );

    const notADay = await record(quoteId, { step: 'templated', date: '2026-02-30' });
    expect(notADay.statusCode).toBe(400);
    expect(errorOf(notADay)).toContain(JOB_DATE_MESSAGE);
    const written = await record(quoteId, { step: 'templated', date: '28/11/2026' });
    expect(written.statusCode).toBe(400);

    await recorded(quoteId, { step: 'templated', date: dayFromToday(-1) });
    const backwards = await record(quoteId, { step: 'fabricating', date: dayFromToday(-5) });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards)).toBe(
      `Fabricating cannot be dated ${dayFromToday(-5)}, before Templated on ${dayFromToday(-1)}`,
    );
  });

  it('refuses an unknown step and keys it does not read, naming them', async () => {
    const { quoteId } = await quote();
    const step = await record(quoteId, { step: 'delivered' });
    expect(step.statusCode).toBe(400);
    expect(errorOf(step)).toContain('step must be templated, fabricating or installed');
    const extra = await record(quoteId, { step: 'templated', note: 'crew of two' });
    expect(extra.statusCode).toBe(400);
    expect(errorOf(extra)).toContain('note');
    const progress = await as('ownerA').get(`/api/quotes/${quoteId}/progress`);
    expect(ZJobProgressResponse.parse(progress.json()).data.progress).toEqual([]);
  });
});

describe('the client e-mailed each step', () => {
  it('e-mails the client the step, its day and a link to their page, once per step', async () => {
    const { quoteId, quoteNumber } = await quote();
    const templated = await record(quoteId, { step: 'templated', date: dayFromToday(-3) });
    expect(templated.statusCode).toBe(200);
    expect(ZRecordJobProgressResponse.parse(templated.json()).data.client_emailed_to).toBe(CUSTOMER.email);

    const [mail, ...more] = await stepMails(quoteNumber);
    expect(more).toEqual([]);
    expect(mail!.toAddresses).toEqual([CUSTOMER.email]);
    expect(mail!.subject).toBe(`Quote ${quoteNumber}: Templated on ${longDay(dayFromToday(-3))}`);
    expect(mail!.textBody).toContain(
      `Your countertops were templated on ${longDay(dayFromToday(-3))}, for quote #${quoteNumber} (Rivera kitchen).`,
    );
    // The link in the mail opens the client's page, which shows the step.
    const token = /\/q\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)?.[1];
    expect(token).toBeDefined();
    const page = ZPublicQuoteResponse.parse((await anonymous().get(`/api/public/quotes/${token}`)).json());
    expect(page.data.progress).toEqual([{ step: 'templated', label: 'Templated', date: dayFromToday(-3) }]);

    // The same step again is refused before anything is written: no second mail.
    expect((await record(quoteId, { step: 'templated' })).statusCode).toBe(409);
    expect(await stepMails(quoteNumber)).toHaveLength(1);
    // A step refused for its day mails nobody either.
    expect((await record(quoteId, { step: 'fabricating', date: dayFromToday(2) })).statusCode).toBe(400);
    expect(await stepMails(quoteNumber)).toHaveLength(1);

    await recorded(quoteId, { step: 'fabricating' });
    const mails = await stepMails(quoteNumber);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Quote ${quoteNumber}: Fabricating on ${longDay(dayFromToday(0))}`,
      `Quote ${quoteNumber}: Templated on ${longDay(dayFromToday(-3))}`,
    ]);
  });

  it('mails a step once when it is recorded twice at the same time', async () => {
    const { quoteId, quoteNumber } = await quote();
    const both = await Promise.all([
      record(quoteId, { step: 'templated' }),
      record(quoteId, { step: 'templated' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stepMails(quoteNumber)).toHaveLength(1);
  });

  it('mails without a link once the fabricator withdrew the quote’s links, saying to ask for one', async () => {
    const { quoteId, quoteNumber } = await quote();
    expect((await as('ownerA').delete(`/api/quotes/${quoteId}/share`)).statusCode).toBe(200);
    await recorded(quoteId, { step: 'templated' });
    const [mail] = await stepMails(quoteNumber);
    expect(mail!.textBody).not.toContain('/q/');
    expect(mail!.textBody).toContain('for a link to your quote page to follow your job');
  });

  it('mails nobody when the quote’s client has no e-mail address, and says so', async () => {
    const customer = { ...CUSTOMER, email: 'no.mail.later@example.test' };
    const { quoteId, quoteNumber } = await quote({ customer });
    await t.database.db.update(customers).set({ email: null }).where(eq(customers.email, customer.email));
    const response = await record(quoteId, { step: 'templated' });
    expect(response.statusCode).toBe(200);
    expect(ZRecordJobProgressResponse.parse(response.json()).data.client_emailed_to).toBeNull();
    expect(await stepMails(quoteNumber)).toEqual([]);
  });
});

describe('DELETE /api/quotes/:id/progress/:step (decision 128)', () => {
  const takeBack = (quoteId: string, step: string, who: keyof typeof tokens = 'ownerA') =>
    as(who).delete(`/api/quotes/${quoteId}/progress/${step}`);
  const corrections = (quoteNumber: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'quote_job_step_taken_back'),
          like(mailOutbox.subject, `Quote ${quoteNumber}:%`),
        ),
      );

  it('takes back Installed marked too early: the client’s page shows Fabricating again and the client is mailed the correction', async () => {
    const { quoteId, quoteNumber, token } = await quote();
    await recorded(quoteId, { step: 'templated', date: dayFromToday(-6) });
    await recorded(quoteId, { step: 'fabricating', date: dayFromToday(-2) });
    await recorded(quoteId, { step: 'installed' });

    const response = await takeBack(quoteId, 'installed');
    expect(response.statusCode).toBe(200);
    expect(ZTakeBackJobStepResponse.parse(response.json()).data).toEqual({
      review_state: 'accepted',
      progress: [
        { step: 'templated', label: 'Templated', date: dayFromToday(-6) },
        { step: 'fabricating', label: 'Fabricating', date: dayFromToday(-2) },
      ],
      next_step: 'installed',
      client_emailed_to: CUSTOMER.email,
    });
    const page = ZPublicQuoteResponse.parse((await anonymous().get(`/api/public/quotes/${token}`)).json());
    expect(page.data.progress.map((p) => p.step)).toEqual(['templated', 'fabricating']);

    const [mail, ...more] = await corrections(quoteNumber);
    expect(more).toEqual([]);
    expect(mail!.toAddresses).toEqual([CUSTOMER.email]);
    expect(mail!.subject).toBe(`Quote ${quoteNumber}: correction, Installed taken back`);
    expect(mail!.textBody).toContain(
      `Our last e-mail about quote #${quoteNumber} (Rivera kitchen) said Installed on ${longDay(dayFromToday(0))}. That was recorded by mistake and has been taken back.`,
    );
    expect(mail!.textBody).toContain(`Your job stands at Fabricating, since ${longDay(dayFromToday(-2))}.`);
    expect(mail!.textBody).toMatch(/\/q\/[A-Za-z0-9_-]+/);

    // Installed is recorded again when it happens, and mailed again.
    await recorded(quoteId, { step: 'installed' });
    expect((await stepMails(quoteNumber)).filter((m) => m.subject.includes('Installed'))).toHaveLength(2);
  });

  it('takes back every step in turn down to none, then answers 409: nothing to take back', async () => {
    const { quoteId, quoteNumber } = await quote();
    await recorded(quoteId, { step: 'templated' });
    expect((await takeBack(quoteId, 'templated')).statusCode).toBe(200);
    const [mail] = await corrections(quoteNumber);
    expect(mail!.textBody).toContain('No step of your job is recorded yet.');
    const none = await takeBack(quoteId, 'templated');
    expect(none.statusCode).toBe(409);
    expect(errorOf(none)).toBe(NO_JOB_STEP_TO_TAKE_BACK);
    expect(await corrections(quoteNumber)).toHaveLength(1);
  });

  it('takes back only the last step, named: 409 for another, and nothing is written or mailed', async () => {
    const { quoteId, quoteNumber } = await quote();
    await recorded(quoteId, { step: 'templated' });
    await recorded(quoteId, { step: 'fabricating' });
    const earlier = await takeBack(quoteId, 'templated');
    expect(earlier.statusCode).toBe(409);
    expect(errorOf(earlier)).toBe('Templated is not the last step recorded: take back Fabricating first');
    const later = await takeBack(quoteId, 'installed');
    expect(later.statusCode).toBe(409);
    expect(errorOf(later)).toBe('Installed is not recorded: the last step recorded is Fabricating');
    const progress = await as('ownerA').get(`/api/quotes/${quoteId}/progress`);
    expect(ZJobProgressResponse.parse(progress.json()).data.progress).toHaveLength(2);
    expect(await corrections(quoteNumber)).toEqual([]);
  });

  it('refuses a quote not accepted (409), another business’s quote (404), without Expert Mode (403) or signing in (401), and a step it does not know (400)', async () => {
    const open = await quote({ accepted: false });
    const notAccepted = await takeBack(open.quoteId, 'templated');
    expect(notAccepted.statusCode).toBe(409);
    expect(errorOf(notAccepted)).toBe(QUOTE_NOT_ACCEPTED_YET);

    const { quoteId } = await quote();
    await recorded(quoteId, { step: 'templated' });
    const other = await takeBack(quoteId, 'templated', 'ownerB');
    expect(other.statusCode).toBe(404);
    expect(errorOf(other)).toBe('Quote not found');
    expect((await takeBack(quoteId, 'templated', 'showroom')).statusCode).toBe(403);
    expect((await anonymous().delete(`/api/quotes/${quoteId}/progress/templated`)).statusCode).toBe(401);
    const unknown = await takeBack(quoteId, 'delivered');
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toContain('step must be templated, fabricating or installed');
    expect((await takeBack('not-a-quote', 'templated')).statusCode).toBe(400);
    const progress = await as('ownerA').get(`/api/quotes/${quoteId}/progress`);
    expect(ZJobProgressResponse.parse(progress.json()).data.progress).toHaveLength(1);
  });
});

describe('Load Quote’s list (GET /api/quotes/recent)', () => {
  it('shows each quote’s state: open, accepted with its latest job step, superseded by a revision', async () => {
    const open = await quote({ accepted: false });
    const accepted = await quote();
    await recorded(accepted.quoteId, { step: 'templated' });
    await recorded(accepted.quoteId, { step: 'fabricating' });
    const revised = await quote();
    const revision = await as('ownerA').post('/api/quotes/save', {
      revision_of: revised.quoteId,
      customer_data: CUSTOMER,
      quote_data: KITCHEN,
    });
    expect(revision.statusCode).toBe(200);

    const list = await as('ownerA').get('/api/quotes/recent?kind=expert_quote&limit=50');
    const rows = ZQuoteListResponse.parse(list.json()).data;
    const row = (id: string) => rows.find((entry) => entry.id === id);
    expect(row(open.quoteId)).toMatchObject({ review_state: 'open', superseded: false, job_step: null });
    expect(row(accepted.quoteId)).toMatchObject({
      review_state: 'accepted',
      superseded: false,
      job_step: 'fabricating',
    });
    expect(row(revised.quoteId)).toMatchObject({
      review_state: 'accepted',
      superseded: true,
      job_step: null,
    });
  });
});
