import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { openBackOfficePanel } from './support/back-office';

/** The text of every opportunity card shown, in order. */
const cardsOf = (list: Locator) => list.getByRole('listitem').allInnerTexts();

test.describe('the admin Opportunities tab', () => {
  test('pages through every opportunity, most promising first, and back', async ({ page }) => {
    const panel = await openBackOfficePanel(page, 'admin', 'Analytics', { exact: true });
    await expect(panel.getByRole('region', { name: 'System figures' })).toBeVisible();

    const tab = panel.getByRole('tab', { name: /^Opportunities \(\d+\)$/ });
    const total = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
    // The demo holds a dozen open opportunities: more than one page of 10, fewer than 100.
    expect(total, 'the demo should hold more than 10 opportunities').toBeGreaterThan(10);
    expect(total).toBeLessThanOrEqual(100);
    await tab.click();
    const section = panel.getByRole('region', { name: 'Opportunities', exact: true });
    const list = section.getByRole('list');
    await expect(
      section.getByText(`Showing 1–${total} of ${total} opportunities, most promising first`),
    ).toBeVisible();
    const all = await cardsOf(list);
    expect(all).toHaveLength(total);
    await expect(section.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectAccessible(page, 'the admin Opportunities tab');

    await section.getByLabel('Per page').selectOption('10');
    await expect(
      section.getByText(`Showing 1–10 of ${total} opportunities, most promising first`),
    ).toBeVisible();
    const first = await cardsOf(list);
    expect(first).toEqual(all.slice(0, 10));
    await expect(section.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await section.getByRole('button', { name: 'Next' }).click();
    await expect(
      section.getByText(`Showing 11–${Math.min(20, total)} of ${total} opportunities, most promising first`),
    ).toBeVisible();
    expect(await cardsOf(list)).toEqual(all.slice(10, 20));

    await section.getByRole('button', { name: 'Previous' }).click();
    await expect(
      section.getByText(`Showing 1–10 of ${total} opportunities, most promising first`),
    ).toBeVisible();
    expect(await cardsOf(list)).toEqual(first);
  });
});
