import {
  apiLogin,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  expectShownWhile,
  loginWithToken,
  test,
  waitForMail,
} from '../fixtures';
import { startFakeStripe, type FakeStripe } from '../../apps/server/src/testing/fake-stripe';
import { fakeStripePort } from '../playwright.config';
import { pricedStone, stonePiece } from '../priced-stone';

const STRIPE_SECRET_KEY = 'sk_test_e2eDepositSecretKey0001';
const WEBHOOK_SECRET = 'whsec_e2eDepositWebhookSecret0002';

/**
 * The fake Stripe on the port the server's STRIPE_API_BASE_URL names: it makes the deposit's
 * Checkout Session, and its payment page delivers the signed paid event to the server's webhook.
 */
let stripe: FakeStripe;

test.beforeAll(async ({ baseURL }) => {
  stripe = await startFakeStripe([STRIPE_SECRET_KEY], fakeStripePort, {
    webhookUrl: `${baseURL ?? ''}/api/webhooks/stripe`,
    webhookSecret: WEBHOOK_SECRET,
  });
});

test.afterAll(async () => {
  await stripe.close();
});

/**
 * The client's side of a quote (issue 25): the admin turns card payments on; the fabricator saves
 * a quote, loads it and shares it from the results; the client opens the e-mailed link on a 375 px
 * phone, reviews the layout with its seams, signs and pays the deposit on Stripe's page (the
 * fake's); the fabricator is e-mailed and Load Quote shows the quote accepted and its deposit paid;
 * the fabricator records the job's first step and the client's page shows it.
 */
test.describe('quote review by the client', () => {
  test('a shared quote is reviewed, accepted and its deposit paid on a phone; the fabricator sees both', async ({
    page,
    browser,
  }) => {
    // Four people's steps in one journey (admin, fabricator, client, Stripe's page): three times the
    // usual limit, which a loaded machine needs; a passing run ends as soon as it is done.
    test.slow();
    const admin = await apiLogin(page.request, 'admin');
    const adminHeaders = { Authorization: `Bearer ${admin.session.access_token}` };
    const current = await page.request.get('/api/admin/stripe-config', { headers: adminHeaders });
    const configured = ((await current.json()) as { config: unknown }).config !== null;
    const cards = await page.request.fetch('/api/admin/stripe-config', {
      method: configured ? 'PATCH' : 'POST',
      headers: adminHeaders,
      data: {
        is_active: true,
        mode: 'test',
        test_publishable_key: 'pk_test_e2eDepositPublishableKey',
        test_secret_key: STRIPE_SECRET_KEY,
        test_webhook_secret: WEBHOOK_SECRET,
      },
    });
    expect(cards.ok(), await cards.text()).toBe(true);

    const stone = await pricedStone(page);
    const fabricator = await apiLogin(page.request, 'fabricator');
    const headers = { Authorization: `Bearer ${fabricator.session.access_token}` };
    const piece = (customName: string, width: number, depth: number) =>
      stonePiece(stone, customName, width, depth);
    const customerEmail = `client-${Date.now()}@example.test`;
    const saved = await page.request.post('/api/quotes/save', {
      headers,
      data: {
        customer_data: { first_name: 'Dana', last_name: 'Client', email: customerEmail },
        quote_data: {
          name: 'Client kitchen',
          // A run longer than any slab is split at a seam the client approves with the quote.
          products: [piece('Kitchen run', stone['Slab Width'] + 20, 25.5), piece('Vanity', 48, 22)],
          settings: { breakageBuffer: 0, includeFabrication: true },
        },
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const quote = ((await saved.json()) as { data: { id: string; quote_number: string } }).data;

    // The fabricator loads the quote and shares it from the results, e-mailing the client.
    const since = new Date();
    await loginWithToken(page, 'fabricator', '/?mode=expert');
    await page.getByRole('banner').getByRole('button', { name: 'Load Quote' }).click();
    await expectShownWhile(page.locator('body'), `✓ Quote ${quote.quote_number} loaded`, () =>
      page
        .getByRole('dialog', { name: 'Load Quote' })
        .getByRole('button', { name: `Load quote ${quote.quote_number}` })
        .click(),
    );
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.getByRole('button', { name: 'Share with Client' }).click();
    const share = page.getByRole('dialog', { name: 'Share with Client' });
    await expect(
      share.getByRole('checkbox', { name: `E-mail the link and the quote PDF to ${customerEmail}` }),
    ).toBeChecked();
    await share.getByRole('button', { name: 'Create Link' }).click();
    const url = await share.getByRole('textbox', { name: 'Review link' }).inputValue();
    const token = /\/q\/([A-Za-z0-9_-]+)$/.exec(url)?.[1] ?? '';
    expect(token).toHaveLength(43);
    await share.getByRole('button', { name: 'Close' }).click();
    const invitation = await waitForMail(page.request, { to: customerEmail, since });
    expect(invitation.text).toContain(`/q/${token}`);

    // The client: a phone, not signed in.
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const client = await phone.newPage();
    await client.goto(`/q/${token}`);
    await expect(client.getByRole('heading', { name: `Quote ${quote.quote_number}` })).toBeVisible();
    await expect(client.getByRole('banner').getByText('Demo Fabrication Co.')).toBeVisible();
    await expect(client.getByText(/Piece 1 \(.*\) has 1 seam/)).toBeVisible();
    await expect(client.getByRole('img', { name: /slab 1 of/ }).first()).toBeVisible();
    await expectNoHorizontalScroll(client, 'quote review at 375 px');
    await expectAccessible(client, 'quote review');

    await client.getByRole('textbox', { name: 'Your full name' }).fill('Dana Client');
    await client.getByRole('checkbox', { name: /I have reviewed this quote/ }).check();
    await expect(
      client.getByText(/Accepting asks a deposit of \$[\d,.]+ \(50 % of the total\)/),
    ).toBeVisible();
    await client.getByRole('button', { name: 'Accept Quote' }).click();
    await expect(client.getByText(/Accepted by Dana Client on/)).toBeVisible();
    await expect(client.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);

    // The deposit: Stripe's payment page (the fake's), then back to the quote, paid.
    const pay = client.getByRole('button', { name: /^Pay deposit \$/ });
    await expectNoHorizontalScroll(client, 'accepted quote with its deposit at 375 px');
    const amount = /\$[\d,.]+/.exec((await pay.textContent()) ?? '')?.[0] ?? '';
    await pay.click();
    await client.getByRole('button', { name: `Pay ${amount}` }).click();
    await expect(client).toHaveURL(new RegExp(`/q/${token}\\?deposit=paid$`));
    await expect(client.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
    await expect(client.getByText(`Your deposit of ${amount} was received on`)).toBeVisible();
    await phone.close();
    expect(stripe.checkoutSessions.at(-1)).toMatchObject({
      customer_email: customerEmail,
      status: 'complete',
    });

    const accepted = await waitForMail(page.request, {
      to: fabricator.showroom?.email ?? '',
      since,
      subject: new RegExp(`Quote ${quote.quote_number} accepted by Dana Client`),
    });
    expect(accepted.text).toContain('Signed "Dana Client"');
    const paid = await waitForMail(page.request, {
      to: fabricator.showroom?.email ?? '',
      since,
      subject: new RegExp(`Deposit paid on quote ${quote.quote_number}`),
    });
    expect(paid.text).toContain('Dana Client paid the 50 % deposit');
    const receipt = await waitForMail(page.request, {
      to: customerEmail,
      since,
      subject: /deposit .* is received/,
    });
    expect(receipt.text).toContain('received your deposit');

    // Load Quote lists it again, now accepted.
    await page.getByRole('banner').getByRole('button', { name: 'Load Quote' }).click();
    const row = page
      .getByRole('dialog', { name: 'Load Quote' })
      .getByRole('listitem')
      .filter({ hasText: quote.quote_number });
    await expect(row.getByText('Accepted')).toBeVisible();
    await expect(row.getByText('Deposit paid')).toBeVisible();

    // The fabricator loads it and records the job's first step; the client's page shows it with its day.
    await row.getByRole('button', { name: `Load quote ${quote.quote_number}` }).click();
    const progress = page.getByRole('region', { name: `Job progress · Quote ${quote.quote_number}` });
    await progress.getByRole('button', { name: 'Mark as Templated' }).click();
    await expect(progress.getByRole('button', { name: 'Mark as Fabricating' })).toBeVisible();
    const templatedOn = progress.getByRole('list', { name: 'Job steps' }).getByRole('listitem').first();
    const day = ((await templatedOn.textContent()) ?? '').replace('✓ Templated', '');
    expect(day).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const followUp = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const again = await followUp.newPage();
    await again.goto(`/q/${token}`);
    const steps = again.getByRole('list', { name: 'Job steps' }).getByRole('listitem');
    await expect(steps).toHaveText([`✓ Templated${day}`, '○ FabricatingNot yet', '○ InstalledNot yet']);
    await expectNoHorizontalScroll(again, 'job progress at 375 px');
    await followUp.close();
  });
});
