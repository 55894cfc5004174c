import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import {
  demoUsers,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  loginWithToken,
  test,
} from '../fixtures';
import { openBackOfficePanel } from './support/back-office';

/** Dollars as the cards show them. */
function usd(dollars: number): string {
  return dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** The saved download's name and first (header) row. */
async function savedCsv(download: Download): Promise<{ name: string; header: string }> {
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  return { name: download.suggestedFilename(), header: text.split('\r\n')[0] ?? '' };
}

async function exportFrom(page: Page, item: string): Promise<Download> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return downloading;
}

test.describe('Business Analytics', () => {
  test('the owner switches period, filters by brand, sets a revenue target and exports the Quotes CSV', async ({
    page,
  }) => {
    const login = await loginWithToken(page, 'owner', '/?dashboard=true');
    const bearer = { Authorization: `Bearer ${login.session.access_token}` };

    // By keyboard: from the first tab, the arrow keys reach Business Analytics.
    // Each step is awaited, so a press is never sent before the previous tab has taken focus.
    await page.getByRole('tab', { name: 'Pricing & Margins' }).focus();
    for (const next of ['Orders', 'Payments', 'Business Analytics']) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: next })).toHaveAttribute('aria-selected', 'true');
    }
    const panel = page.getByRole('tabpanel', { name: 'Business Analytics' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/^Last updated: /)).toBeVisible();

    const cards = panel.getByRole('region', { name: 'Key figures' });
    for (const card of ['Revenue', 'Profit', 'Orders', 'New Customers', 'Conversion Rate']) {
      await expect(cards.getByText(card, { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('heading', { name: 'Sales Funnel' })).toBeVisible();
    await expect(panel.getByRole('table', { name: /^Sales funnel/ })).toBeAttached();
    await expect(panel.getByRole('region', { name: 'Team members' })).toBeVisible();
    await expectAccessible(page, 'Business Analytics');

    // The year's figures, then the year's figures of one brand, each as the API reports them.
    const yearButton = panel.getByRole('button', { name: 'Year', exact: true });
    await yearButton.focus();
    await page.keyboard.press('Enter');
    await expect(yearButton).toHaveAttribute('aria-pressed', 'true');
    const year = (await (
      await page.request.get('/api/showroom/analytics?period=year', { headers: bearer })
    ).json()) as { metrics: { revenue: { current: number } }; topPerformers: { sold: { brand: string }[] } };
    const revenueCard = cards.locator('div').filter({ hasText: /^Revenue/ });
    await expect(revenueCard.getByText(usd(year.metrics.revenue.current), { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('analytics_period'))).toBe('year');

    const brand = year.topPerformers.sold[0]?.brand;
    expect(brand, 'the demo showroom sold stones this year').toBeTruthy();
    const branded = (await (
      await page.request.get(`/api/showroom/analytics?period=year&brand=${encodeURIComponent(brand!)}`, {
        headers: bearer,
      })
    ).json()) as { metrics: { revenue: { current: number } } };
    await panel.getByRole('button', { name: 'Filters', exact: true }).click();
    await panel.getByLabel('Brand').selectOption(brand!);
    await expect(revenueCard.getByText(usd(branded.metrics.revenue.current), { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Filters (1)', exact: true })).toBeVisible();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('analytics_filters'))) ?? '{}'),
    ).toMatchObject({
      brand,
    });

    // The Quotes CSV of the year and brand, named by the server.
    const quotes = await savedCsv(await exportFrom(page, 'Quotes CSV'));
    expect(quotes.name).toMatch(/^analytics_quotes_year_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(quotes.header).toContain('Quote Number');

    // A revenue target for the year (no other journey reads the year's targets).
    await panel.getByRole('button', { name: 'Clear Filters' }).click();
    await panel.getByRole('tab', { name: 'Insights' }).click();
    await expect(panel.getByRole('heading', { name: 'High-Priority Opportunities' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Performance Predictions' })).toBeVisible();
    const setTarget = panel.getByRole('button', { name: /^(Set|Edit) Revenue target$/ });
    await setTarget.click();
    const targetValue = Math.max(1000, Math.round(year.metrics.revenue.current * 2));
    await panel.getByLabel('Revenue target', { exact: true }).fill(String(targetValue));
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    const bar = panel.getByRole('progressbar', { name: 'Revenue progress' });
    await expect(bar).toBeVisible();
    await expect(
      panel.getByText(`${usd(year.metrics.revenue.current)} of ${usd(targetValue)}`),
    ).toBeVisible();
    const percent = Math.min(100, (year.metrics.revenue.current / targetValue) * 100);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeCloseTo(percent, 0);
    await expectAccessible(page, 'the Insights tab');

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page, 'Insights at 375 px');
    await panel.getByRole('tab', { name: 'Performance' }).click();
    await expect(revenueCard).toBeVisible();
    await expectNoHorizontalScroll(page, 'Business Analytics at 375 px');
    await expectAccessible(page, 'Business Analytics at 375 px');
  });

  test('the admin reads the system dashboard, sets a showroom target and exports the System Summary CSV', async ({
    page,
  }) => {
    const panel = await openBackOfficePanel(page, 'admin', 'Analytics', { exact: true });
    const cards = panel.getByRole('region', { name: 'System figures' });
    for (const card of [
      'Total System Revenue',
      'Total Orders',
      'Active Showrooms',
      'Average Order Value',
      'Total System Profit',
      'Profit Margin',
    ]) {
      await expect(cards.getByText(card, { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('heading', { name: 'Top Showrooms' })).toBeVisible();
    await expectAccessible(page, 'the System Overview');

    // The last 7 days (no other journey reads the week's showroom targets), filtered to one brand and back.
    await panel.getByLabel('Period').selectOption('week');
    await panel.getByRole('button', { name: 'Filters', exact: true }).click();
    const brand = panel.getByLabel('Brand');
    const firstBrand = await brand.locator('option').nth(1).getAttribute('value');
    await brand.selectOption(firstBrand!);
    await expect(panel.getByRole('button', { name: /^Filters 1 active$/ })).toBeVisible();
    await panel.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(panel.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();

    // The Showrooms tab by keyboard, then Set Target on the demo showroom.
    await panel.getByRole('tab', { name: 'System Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    const table = panel.getByRole('region', { name: 'Showrooms comparison' });
    for (const column of [
      'Showroom',
      'Revenue',
      'Profit',
      'Margin',
      'Target',
      'Progress',
      'Growth',
      'Actions',
    ]) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    // The demo showroom, held by its owner's e-mail: showrooms that other journeys create beside
    // this one take places in the table, and the Branding journey renames its own and removes
    // its logo while this one reads.
    const showroom = demoUsers.owner.showroom;
    const row = table.getByRole('row').filter({ hasText: demoUsers.owner.email });
    await row.getByRole('button', { name: /^(Set|Edit) Target for / }).click();
    const dialog = page.getByRole('dialog', { name: `Revenue target: ${showroom}` });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the Set Target dialog');
    await dialog.getByLabel('Revenue target ($)').fill('250000');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell', { name: '$250,000.00', exact: true })).toBeVisible();
    await expect(row.getByRole('progressbar', { name: `${showroom} target progress` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Edit Target for ${showroom}` })).toBeVisible();

    const summary = await savedCsv(await exportFrom(page, 'System Summary (CSV)'));
    expect(summary.name).toMatch(/^system_summary_week_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(summary.header).toBe('Metric,Value');

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page, 'the Showrooms tab at 375 px');
    await expectAccessible(page, 'the Showrooms tab at 375 px');
  });
});
