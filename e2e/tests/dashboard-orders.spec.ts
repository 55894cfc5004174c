import { expect, expectAccessible, expectNoHorizontalScroll, loginWithToken, test } from '../fixtures';

/** A UTC calendar day as the date inputs take it, `daysAgo` days before now. */
function utcDay(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

test.describe('showroom dashboard Orders tab', () => {
  test('the owner filters orders by status and date, opens one, moves it to processing and sees the timeline', async ({
    page,
  }) => {
    await loginWithToken(page, 'owner', '/?dashboard=true');

    // By keyboard: from the first tab, the arrow key moves to Orders.
    await page.getByRole('tab', { name: 'Pricing & Margins' }).focus();
    await page.keyboard.press('ArrowRight');
    const panel = page.getByRole('tabpanel', { name: 'Orders' });
    await expect(panel).toBeVisible();

    const stats = panel.getByRole('region', { name: 'Order statistics' });
    for (const card of [
      'Total Orders',
      'Total Revenue',
      'Pending',
      'Processing',
      'Completed',
      'Delivered',
      'Cancelled',
    ]) {
      await expect(stats.getByText(card, { exact: true })).toBeVisible();
    }
    const table = panel.getByRole('region', { name: 'Orders' });
    await expect(table.getByRole('columnheader', { name: 'Placed By' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Wholesale Cost' })).toBeVisible();
    await expectAccessible(page, 'the dashboard Orders tab');

    // The seeded demo orders of the last month that are still pending.
    await panel.getByLabel('Status', { exact: true }).selectOption('pending');
    await panel.getByLabel('From Date').fill(utcDay(30));
    await panel.getByLabel('To Date').fill(utcDay(0));
    const details = table.getByRole('button', { name: /^View details of order / });
    await expect(details.first()).toBeVisible();
    const rowStatuses = table.getByRole('combobox', { name: /^Status of order / });
    await expect
      .poll(
        async () =>
          new Set(
            await rowStatuses.evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value)),
          ),
      )
      .toEqual(new Set(['pending']));
    await expect(stats.getByText('Cancelled', { exact: true })).toBeVisible();

    // Open the first one by keyboard.
    const opener = details.first();
    const quoteNumber = ((await opener.getAttribute('aria-label')) ?? '').replace(
      'View details of order ',
      '',
    );
    expect(quoteNumber).not.toBe('');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Order ${quoteNumber}` });
    await expect(dialog).toBeVisible();
    const timeline = dialog.getByRole('list', { name: 'Status timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(1);
    await expect(timeline).toContainText('Order placed (Pending)');
    await expectAccessible(page, 'the order details');

    await dialog.getByLabel(`Status of order ${quoteNumber}`).selectOption('processing');
    await expect(dialog.getByRole('status')).toHaveText('Order status updated to Processing');
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(timeline.getByRole('listitem').last()).toContainText('Pending → Processing');
    await expect(timeline.getByRole('listitem').last()).toContainText('by Owner');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The order has left the pending list; without filters it shows as processing.
    await expect(table.getByRole('button', { name: `View details of order ${quoteNumber}` })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(panel.getByLabel('Status', { exact: true })).toHaveValue('all');
    await expect(table.getByLabel(`Status of order ${quoteNumber}`)).toHaveValue('processing');

    // A delivered order has no dropdown: its status is final.
    await panel.getByLabel('Status', { exact: true }).selectOption('delivered');
    await expect(details.first()).toBeVisible();
    await expect(rowStatuses).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(details.first()).toBeAttached();
    await expectNoHorizontalScroll(page, 'the Orders tab at 375 px');
    await expectAccessible(page, 'the Orders tab at 375 px');
  });
});
