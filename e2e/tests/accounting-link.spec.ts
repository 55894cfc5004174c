import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalScroll, test } from '../fixtures';
import { openBackOfficeTab } from './support/back-office';

/** The fake Intuit's company (apps/server/src/testing/fake-intuit.ts), started by playwright.config.ts. */
const COMPANY = 'Sandbox Company_US_1';

/**
 * From a card that says "Not connected": Connect to QuickBooks opens the popup, which goes to
 * Intuit's page, comes back to the server's callback and closes itself; the card then names the
 * company.
 */
async function connectThroughPopup(page: Page, card: Locator): Promise<void> {
  await expect(card.getByText('Not connected')).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Connect to QuickBooks' }).click();
  const popup = await popupOpened;
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(card.getByText(`Connected to ${COMPANY}`)).toBeVisible();
}

test.describe('accounting link', () => {
  test('the owner connects QuickBooks through the popup, sees the company, and disconnects after confirming', async ({
    page,
  }) => {
    await openBackOfficeTab(page, 'owner', 'Settings');
    const card = page.getByRole('region', { name: 'Accounting Integration' });
    await connectThroughPopup(page, card);
    await expect(card.getByText('Company ID')).toBeVisible();
    // A fresh token needs no refresh: the Refresh button is not offered.
    await expect(card.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
    await expectAccessible(page, 'the Accounting Integration card, connected');

    // The demo showroom is shared by parallel journeys: leave it disconnected again.
    await card.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect QuickBooks' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(card.getByText('QuickBooks disconnected successfully')).toBeVisible();
    await expect(card.getByText('Not connected')).toBeVisible();
  });

  test("the admin connects the platform's own QuickBooks company in the accounting tab", async ({ page }) => {
    await openBackOfficeTab(page, 'admin', 'QuickBooks');
    const card = page.getByRole('region', { name: 'QuickBooks Connection' });
    await connectThroughPopup(page, card);
    await expect(card.getByText('sandbox', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the admin accounting tab, connected');

    await card.getByRole('button', { name: 'Disconnect' }).click();
    await page
      .getByRole('dialog', { name: 'Disconnect QuickBooks' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await expect(card.getByText('Not connected')).toBeVisible();
  });

  test("a blocked popup says so in the spec's words, on a phone and by keyboard", async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await openBackOfficeTab(page, 'owner', 'Settings');
    const card = page.getByRole('region', { name: 'Accounting Integration' });
    const connect = card.getByRole('button', { name: 'Connect to QuickBooks' });
    await expect(connect).toBeVisible();
    await expectNoHorizontalScroll(page, 'the Accounting Integration card');
    await expectAccessible(page, 'the Accounting Integration card, not connected');
    await connect.focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('alert')).toHaveText(
      'Popup blocked! Please allow popups for this site and try again.',
    );
    await expect(card.getByText('Not connected')).toBeVisible();
  });

  test('without Intuit keys on the server, the owner is told whom to ask and the admin what to set, with no Connect', async ({
    page,
  }) => {
    // This server has keys (the fake Intuit); the status of one without them is what
    // accounting-link.test.ts proves the server answers, given here to the screens.
    const unconfigured = {
      configured: false,
      setup: {
        contact_email: 'platform@example.test',
        variables: ['INTUIT_CLIENT_ID', 'INTUIT_CLIENT_SECRET'],
        guide: 'docs/operations.md, "QuickBooks Online (the accounting link)"',
      },
    };
    await page.route(/\/api\/(showroom\/qb-status|quickbooks\/admin\/status)$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), ...unconfigured } });
    });

    await openBackOfficeTab(page, 'owner', 'Settings');
    const card = page.getByRole('region', { name: 'Accounting Integration' });
    await expect(card.getByText('QuickBooks is not set up on this server yet')).toBeVisible();
    await expect(card.getByRole('link', { name: 'platform@example.test' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Connect to QuickBooks' })).toHaveCount(0);
    await expectAccessible(page, 'the Accounting Integration card without Intuit keys');

    await openBackOfficeTab(page, 'admin', 'QuickBooks');
    const admin = page.getByRole('region', { name: 'QuickBooks Connection' });
    await expect(admin.getByText('INTUIT_CLIENT_ID')).toBeVisible();
    await expect(admin.getByText('INTUIT_CLIENT_SECRET')).toBeVisible();
    await expect(admin.getByText(/docs\/operations\.md/)).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Connect to QuickBooks' })).toHaveCount(0);
  });
});
