import { startFakeStripe, type FakeStripe } from '../../apps/server/src/testing/fake-stripe';
import { fakeStripePort } from '../playwright.config';
import {
  allowConsoleError,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  expectShownWhile,
  test,
} from '../fixtures';
import { openBackOfficePanel, openBackOfficeTab } from './support/back-office';

const ACCEPTED_SECRET = 'sk_test_e2eAcceptedSecretKey0001';
const REFUSED_SECRET = 'sk_test_e2eRevokedSecretKey9999';

/**
 * The admin's Card Payments tab (spec 03, stripe-config). The server checks secret keys with
 * Stripe at STRIPE_API_BASE_URL, which the e2e config points at the fake this file starts.
 * Card payments are platform-wide and no other journey reads them.
 */
let fake: FakeStripe;

test.beforeAll(async () => {
  fake = await startFakeStripe([ACCEPTED_SECRET], fakeStripePort);
});

test.afterAll(async () => {
  await fake.close();
});

test.describe('admin Card Payments', () => {
  test('the admin saves test keys Stripe accepts; a refused or malformed key is named', async ({ page }) => {
    // Chromium logs the refused save's 400 answer as a failed resource load.
    allowConsoleError(page, /status of 400/);
    const panel = await openBackOfficePanel(page, 'admin', 'Card Payments');
    await expect(panel.getByText(/inactive: manual payments only|active \(/)).toBeVisible();
    await expectAccessible(page, 'the admin Card Payments tab');

    const save = panel.getByRole('button', { name: 'Save Configuration' });
    const secret = panel.getByLabel('Test secret key');
    await panel.getByLabel('Test publishable key').fill('pk_test_e2ePublishableKey0001');

    // A key of the other mode is refused in the form, before Stripe is asked.
    await secret.fill('sk_live_e2eLiveSecretKey0001');
    await save.click();
    await expect(panel.getByText('The test secret key must start with sk_test_ or rk_test_')).toBeVisible();
    expect(fake.checkedKeys).toEqual([]);

    // A key Stripe refuses is named, and nothing is saved.
    await secret.fill(REFUSED_SECRET);
    await save.click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Stripe refused the test secret key. Please copy it again from the Stripe dashboard.',
    );

    await secret.fill(ACCEPTED_SECRET);
    await panel.getByRole('switch', { name: 'Accept card payments' }).check();
    await expectShownWhile(panel, 'Configuration saved', () => save.click(), { role: 'status' });
    expect(fake.checkedKeys).toEqual([REFUSED_SECRET, ACCEPTED_SECRET]);
    await expect(panel.getByText('active (test mode)')).toBeVisible();

    // The secret never comes back: after a reload the field is empty and says a key is saved.
    await page.reload();
    await page.getByRole('tab', { name: 'Card Payments' }).click();
    await expect(secret).toHaveValue('');
    await expect(
      panel.getByText('Saved. Leave blank to keep it, or type a new one to replace it.'),
    ).toHaveCount(1);
    expect(await page.content()).not.toContain(ACCEPTED_SECRET);
  });

  test('the form fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openBackOfficeTab(page, 'admin', 'Card Payments');
    await expect(page.getByRole('button', { name: 'Save Configuration' })).toBeVisible();
    await expectNoHorizontalScroll(page, 'the admin Card Payments tab at 375 px');
  });
});
