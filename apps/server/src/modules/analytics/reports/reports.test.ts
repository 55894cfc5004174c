import { ZAdminAnalyticsResponse } from '@stonetool/contracts/admin-analytics';
import { ZShowroomAnalyticsResponse } from '@stonetool/contracts/analytics';
import {
  ZEmailReportResponse,
  ZExportPdfResponse,
  ZReportScheduleResponse,
} from '@stonetool/contracts/analytics-reports';
import { ZMailboxMessagesResponse, type TMailboxMessage } from '@stonetool/contracts/mailbox';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { eq, like } from 'drizzle-orm';
import { createCustomer } from '@stonetool/db/seed/customers';
import { createOrder } from '@stonetool/db/seed/orders';
import { createStone } from '@stonetool/db/seed/stones';
import { REPORT_RECIPIENT_MESSAGES } from '@stonetool/domain/analytics/report-recipients';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShowroomWithOwner } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { pdfText } from '../../ai-import/pdf-text';
import { seedMaterialLogins, type MaterialLogins } from '../../orders/material-test-setup';
import { REPORT_SENDS_PER_HOUR, TOO_MANY_REPORTS } from './email-report';
import { renderReportHtml } from './render-report-html';
import { getReportSchedule } from './report-schedules';
import { sendDueReports } from './send-due-reports';
import { apiAs, bearer } from '../../../testing/api-as';

const NOW = new Date('2026-03-15T12:00:00Z');
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

let t: TestApp;
let logins: MaterialLogins;

type Who = keyof MaterialLogins['tokens'];

const post = (who: Who, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  apiAs(t.app, logins.tokens[who]).call(method, url, payload);

async function pdfOf(who: Who, url: string, payload: object = {}): Promise<string> {
  const response = await post(who, url, { ...payload, format: 'pdf' });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9_-]+\.pdf"$/);
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(response.rawPayload);
}

async function showroomRevenue(who: Who): Promise<{ revenue: string; profit: string | null }> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/showroom/analytics?period=month',
    headers: bearer(logins.tokens[who]),
  });
  const { metrics } = ZShowroomAnalyticsResponse.parse(response.json());
  return {
    revenue: formatUsd(dollarsToCents(metrics.revenue.current)),
    profit: metrics.profit ? formatUsd(dollarsToCents(metrics.profit.current)) : null,
  };
}

async function mailbox(): Promise<TMailboxMessage[]> {
  const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
  return ZMailboxMessagesResponse.parse(response.json());
}

/** The mails delivered since `seen` was read (one clock instant, so order alone cannot tell). */
async function newMail(seen: TMailboxMessage[]): Promise<TMailboxMessage[]> {
  const old = new Set(seen.map((message) => message.id));
  return (await mailbox()).filter((message) => !old.has(message.id));
}

async function attachmentText(message: TMailboxMessage): Promise<string> {
  expect(message.attachments).toHaveLength(1);
  expect(message.attachments[0]!.content_type).toBe('application/pdf');
  const file = await t.app.inject({ method: 'GET', url: message.attachments[0]!.url });
  expect(file.statusCode).toBe(200);
  return pdfText(file.rawPayload);
}

const outboxCount = async () => (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  logins = await seedMaterialLogins(t);
  const db = t.database.db;
  const nuvo = await createStone(db, { brand: 'Caesarstone', type: 'Quartz', color: 'Calacatta Nuvo' });
  const customer = await createCustomer(db, {
    showroomId: logins.showroomA,
    firstName: 'Casey',
    lastName: 'Client',
    email: 'casey@example.test',
  });
  const line = (unitPriceCents: number, costCents: number) => ({
    stone: nuvo,
    quantitySlabs: 1,
    unitPriceCents,
    wholesaleUnitCostCents: costCents,
  });
  await createOrder(db, {
    showroomId: logins.showroomA,
    customer,
    placedByTeamMemberId: logins.salesAId,
    orderDate: at('2026-03-10'),
    includeSalesTax: false,
    deliveryMethod: 'will_call',
    lines: [line(1_234_567, 777_000)],
  });
  await createOrder(db, {
    showroomId: logins.showroomB,
    orderDate: at('2026-03-03'),
    includeSalesTax: false,
    deliveryMethod: 'will_call',
    lines: [line(99_900, 50_000)],
  });
  const test = await seedShowroomWithOwner(db, {
    name: 'Test Showroom',
    email: 'test-owner@example.test',
    password: 'Test-owner-pass-1',
    isTest: true,
  });
  await createOrder(db, {
    showroomId: test.showroomId,
    orderDate: at('2026-03-04'),
    includeSalesTax: false,
    deliveryMethod: 'will_call',
    lines: [line(500_000, 100_000)],
  });
});

afterAll(async () => {
  await t.close();
});

describe('showroom export-pdf', () => {
  it("answers the spec's reportHtml with the dashboard's revenue and no script", async () => {
    const { revenue } = await showroomRevenue('ownerA');
    expect(revenue).toBe('$12,345.67');
    const response = await post('ownerA', '/api/showroom/export-pdf', {
      period: 'month',
      brand: null,
      type: null,
      team_member: null,
      sections: ['performance', 'insights'],
      includeCharts: true,
    });
    expect(response.statusCode).toBe(200);
    const { reportHtml } = ZExportPdfResponse.parse(response.json());
    expect(reportHtml).toContain(revenue);
    expect(reportHtml).toContain('Sales funnel');
    expect(reportHtml).not.toMatch(/<script/i);
  });

  it("makes a real PDF holding the analytics endpoint's revenue, with profit for the owner", async () => {
    const { revenue, profit } = await showroomRevenue('ownerA');
    const text = await pdfOf('ownerA', '/api/showroom/export-pdf', { sections: ['performance'] });
    expect(text).toContain(revenue);
    expect(profit).not.toBeNull();
    expect(text).toContain(`Profit`);
    expect(text).toContain(profit!);
    expect(text).toContain('Team performance');
    expect(text).not.toContain('Opportunities');
  });

  it('says "no earlier period" where the last period had no sales, and why there is no prediction once', async () => {
    // Showroom A's only order is this month: nothing to compare with.
    const text = await pdfOf('ownerA', '/api/showroom/export-pdf');
    expect(text).toContain('no earlier period');
    expect(text).not.toContain('+100');
    expect(text.match(/Not enough history/g)).toHaveLength(2);
    expect(text).toContain('Not enough history to predict: 0');
  });

  it("never prints cost or profit in a salesperson's PDF", async () => {
    const owner = await showroomRevenue('ownerA');
    const { revenue, profit } = await showroomRevenue('salesA');
    expect(profit).toBeNull();
    const text = await pdfOf('salesA', '/api/showroom/export-pdf');
    expect(text).toContain(revenue);
    expect(text).not.toMatch(/profit|margin|cost/i);
    expect(text).not.toContain(owner.profit!);
  });

  it("answers only the caller's own showroom, and refuses the admin and unknown fields", async () => {
    const text = await pdfOf('ownerB', '/api/showroom/export-pdf');
    expect(text).toContain('$999.00');
    expect(text).not.toContain('$12,345.67');
    expect((await post('admin', '/api/showroom/export-pdf', {})).statusCode).toBe(403);
    expect(
      (await post('ownerA', '/api/showroom/export-pdf', { showroom_id: logins.showroomB })).statusCode,
    ).toBe(400);
    const bad = await post('ownerA', '/api/showroom/export-pdf', { format: 'docx' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('reportHtml', () => {
  it('shows a typed name as text, never as markup', () => {
    const name = '<img src=x onerror="alert(1)">';
    const html = renderReportHtml({
      title: `${name} Business Analytics Report`,
      subtitle: 'Last 30 days',
      generatedAt: NOW,
      includeCharts: true,
      fileWords: ['analytics'],
      sections: [
        {
          title: 'Performance',
          figures: [{ label: name, value: '$1.00' }],
          charts: [{ title: 'Top', bars: [{ label: name, value: 1, shown: '$1.00' }] }],
          tables: [{ title: 'Team', columns: ['Name'], rows: [[name]], empty: 'No Data Available' }],
        },
      ],
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });
});

describe('admin export-pdf', () => {
  it('makes the System Report with the revenue of analytics-v2, test showrooms left out', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics-v2?period=month',
      headers: bearer(logins.tokens.admin),
    });
    const admin = ZAdminAnalyticsResponse.parse(response.json());
    const revenue = formatUsd(dollarsToCents(admin.systemMetrics.revenue.current));
    expect(revenue).toBe('$13,344.67');
    const text = await pdfOf('admin', '/api/admin/export-pdf', { period: 'month' });
    expect(text).toContain('System Analytics Report');
    expect(text).toContain(revenue);
    expect(text).toContain('Showroom A');
    expect(text).not.toContain('Test Showroom');
    const html = await post('admin', '/api/admin/export-pdf', { sections: ['overview'] });
    expect(ZExportPdfResponse.parse(html.json()).reportHtml).toContain(revenue);
  });

  it('names the All Showrooms Report apart from the System Report', async () => {
    const system = await post('admin', '/api/admin/export-pdf', { format: 'pdf' });
    expect(system.headers['content-disposition']).toBe(
      'attachment; filename="system_report_month_2026-03-15.pdf"',
    );
    const showrooms = await post('admin', '/api/admin/export-pdf', {
      sections: ['showrooms'],
      format: 'pdf',
    });
    expect(showrooms.statusCode, showrooms.body.slice(0, 300)).toBe(200);
    expect(showrooms.headers['content-disposition']).toBe(
      'attachment; filename="all_showrooms_report_month_2026-03-15.pdf"',
    );
    expect(await pdfText(showrooms.rawPayload)).toContain('All Showrooms Analytics Report');
  });

  it('answers 404 for a showroom that does not exist', async () => {
    const response = await post('admin', '/api/admin/export-pdf', {
      showroom_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Showroom not found' });
  });

  it('is for the platform admin only', async () => {
    for (const who of ['ownerA', 'managerA', 'salesA'] as const)
      expect((await post(who, '/api/admin/export-pdf', {})).statusCode).toBe(403);
  });
});

describe('e-mailed reports', () => {
  it('puts one mail per recipient in the mailbox, each with the PDF attached', async () => {
    const before = await mailbox();
    const response = await post('managerA', '/api/showroom/email-report', {
      recipients: ['partner@example.test', 'accountant@example.test'],
      period: 'month',
      brand: null,
      type: null,
      team_member: null,
      sections: ['performance'],
      customMessage: 'Our March figures',
      reportType: 'manual',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZEmailReportResponse.parse(response.json())).toEqual({
      success: true,
      message: 'Report sent to 2 recipients',
      mails: 2,
    });
    const messages = await newMail(before);
    expect(messages.map((m) => m.to).sort()).toEqual(['accountant@example.test', 'partner@example.test']);
    const { revenue } = await showroomRevenue('managerA');
    for (const message of messages) {
      expect(message.text).toContain('Our March figures');
      expect(await attachmentText(message)).toContain(revenue);
    }
  });

  it("refuses recipients against section 5's rules with clear messages, sending nothing", async () => {
    const before = await outboxCount();
    const cases: Array<[object, string]> = [
      [{ recipients: [], sections: ['performance'] }, REPORT_RECIPIENT_MESSAGES.none],
      [{ recipients: ['not an address'], sections: ['performance'] }, REPORT_RECIPIENT_MESSAGES.invalid],
      [{ recipients: ['a@x.io', 'A@x.io'], sections: ['performance'] }, REPORT_RECIPIENT_MESSAGES.duplicate],
      [{ recipients: ['a@x.io'], sections: [] }, REPORT_RECIPIENT_MESSAGES.noSections],
    ];
    for (const [payload, message] of cases) {
      const response = await post('ownerA', '/api/showroom/email-report', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: message });
    }
    expect(await outboxCount()).toBe(before);
  });

  it("sends the admin's System Report to the kept recipients and each showroom its own", async () => {
    const before = await mailbox();
    const response = await post('admin', '/api/admin/email-report', {
      recipients: ['board@example.test', 'with space@example.test', 'nodot@example', 'BOARD@example.test'],
      sendToShowrooms: true,
      period: 'month',
      brand: null,
      type: null,
      sections: ['overview', 'showrooms'],
      customMessage: '',
      reportType: 'manual',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZEmailReportResponse.parse(response.json()).mails).toBe(3);
    const messages = await newMail(before);
    expect(messages.map((m) => m.to).sort()).toEqual([
      'board@example.test',
      'owner-a@example.test',
      'owner-b@example.test',
    ]);
    const toB = messages.find((m) => m.to === 'owner-b@example.test')!;
    const textB = await attachmentText(toB);
    expect(textB).toContain('Showroom B Analytics Report');
    expect(textB).toContain('$999.00');
    expect(textB).not.toContain('$12,345.67');
    expect(await attachmentText(messages.find((m) => m.to === 'board@example.test')!)).toContain(
      '$13,344.67',
    );
  });

  it('refuses an admin report with nobody to send to, and showroom users on the admin path', async () => {
    const nobody = await post('admin', '/api/admin/email-report', {
      recipients: ['not-an-address'],
      sendToShowrooms: false,
      sections: ['overview'],
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ error: REPORT_RECIPIENT_MESSAGES.nobody });
    const owner = await post('ownerA', '/api/admin/email-report', {
      recipients: ['x@example.test'],
      sections: ['overview'],
    });
    expect(owner.statusCode).toBe(403);
    const admin = await post('admin', '/api/showroom/email-report', {
      recipients: ['x@example.test'],
      sections: ['performance'],
    });
    expect(admin.statusCode).toBe(403);
  });
});

describe('the e-mailed report limit', () => {
  it("stops a showroom's sends after 20 an hour, refused ones counted", async () => {
    const attempt = () =>
      post('ownerB', '/api/showroom/email-report', {
        recipients: ['not an address'],
        sections: ['performance'],
      });
    for (let n = 0; n < REPORT_SENDS_PER_HOUR; n++) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: TOO_MANY_REPORTS });
  });
});

describe('scheduled reports', () => {
  const scheduledMail = () =>
    t.database.db
      .select({ to: mailOutbox.toAddresses, attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'scheduled_analytics_report'));

  it('lets the owner and the admin set a schedule, and no team member', async () => {
    const weekly = {
      frequency: 'weekly',
      recipients: ['partner@example.test', 'owner-a@example.test'],
      sections: ['performance'],
      customMessage: 'This week',
    };
    for (const who of ['salesA', 'managerA'] as const)
      expect((await post(who, '/api/showroom/report-schedule', weekly, 'PUT')).statusCode).toBe(403);
    const refused = await post(
      'ownerA',
      '/api/showroom/report-schedule',
      { ...weekly, recipients: ['a@x.io', 'a@x.io'] },
      'PUT',
    );
    expect(refused.json()).toMatchObject({ error: REPORT_RECIPIENT_MESSAGES.duplicate });
    const saved = await post('ownerA', '/api/showroom/report-schedule', weekly, 'PUT');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZReportScheduleResponse.parse(saved.json()).schedule).toMatchObject({
      frequency: 'weekly',
      recipients: weekly.recipients,
      last_sent_at: null,
    });
    const system = await post(
      'admin',
      '/api/admin/report-schedule',
      { frequency: 'monthly', recipients: ['board@example.test', 'bad entry'], sections: ['overview'] },
      'PUT',
    );
    expect(ZReportScheduleResponse.parse(system.json()).schedule?.recipients).toEqual(['board@example.test']);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/showroom/report-schedule',
      headers: bearer(logins.tokens.ownerB),
    });
    expect(ZReportScheduleResponse.parse(other.json())).toEqual({ schedule: null });
    const adminBody = { frequency: 'weekly', recipients: ['x@example.test'], sections: ['overview'] };
    expect((await post('ownerA', '/api/admin/report-schedule', adminBody, 'PUT')).statusCode).toBe(403);
  });

  it('sends each schedule once per period with two workers running at once', async () => {
    const [first, second] = await Promise.all([sendDueReports(t.app.ctx), sendDueReports(t.app.ctx)]);
    expect(first.sent + second.sent).toBe(2);
    expect(first.failed.concat(second.failed)).toEqual([]);
    // The worker that lost a race (seen on PostgreSQL) left no file row behind.
    const files = await t.database.db
      .select({ key: uploadedFiles.storageKey })
      .from(uploadedFiles)
      .where(like(uploadedFiles.storageKey, 'reports/%'));
    const attached = (
      await t.database.db.select({ attachments: mailOutbox.attachments }).from(mailOutbox)
    ).flatMap((mail) => mail.attachments.map((attachment) => attachment.storageKey));
    expect(files.map((file) => file.key).sort()).toEqual([...new Set(attached)].sort());
    const mails = await scheduledMail();
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
      'board@example.test',
      'owner-a@example.test',
      'partner@example.test',
    ]);
    for (const mail of mails) expect(mail.attachments).toHaveLength(1);
    const toPartner = (await mailbox()).find(
      (m) => m.to === 'partner@example.test' && m.text.includes('This week'),
    );
    const text = await attachmentText(toPartner!);
    expect(text).toContain('$12,345.67');
    expect(text).toContain('Profit');

    expect(await sendDueReports(t.app.ctx)).toEqual({ sent: 0, lost: 0, failed: [] });
    expect(await scheduledMail()).toHaveLength(3);

    // A week later the weekly report goes again; the monthly one waits for April.
    t.clock.set(new Date(NOW.getTime() + 7 * 86_400_000));
    const [again, race] = await Promise.all([sendDueReports(t.app.ctx), sendDueReports(t.app.ctx)]);
    expect(again.sent + race.sent).toBe(1);
    expect(await scheduledMail()).toHaveLength(5);
    // The tokens expired with the week, so the schedule is read as the GET reads it.
    const { schedule } = await getReportSchedule(t.database.db, logins.showroomA);
    expect(schedule?.last_sent_at).toBe(t.clock.now().toISOString());
  });

  it('stops sending once the schedule is off', async () => {
    t.clock.set(NOW);
    const off = await post(
      'ownerA',
      '/api/showroom/report-schedule',
      { frequency: 'off', recipients: [], sections: [] },
      'PUT',
    );
    expect(off.json()).toEqual({ schedule: null });
    t.clock.set(new Date(NOW.getTime() + 14 * 86_400_000));
    expect((await sendDueReports(t.app.ctx)).sent).toBe(0);
  });
});
