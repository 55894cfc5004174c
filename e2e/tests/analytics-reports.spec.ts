import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalScroll, test, waitForMail } from '../fixtures';
import { openBackOfficePanel } from './support/back-office';

/** The first bytes of every PDF file. */
const PDF_MAGIC = '%PDF-';

/** Picks `item` of the Export menu and answers the saved download's name and first five bytes. */
async function downloadFrom(
  page: Page,
  panel: Locator,
  item: string,
): Promise<{ name: string; magic: string }> {
  await panel.getByRole('button', { name: 'Export', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), magic: bytes.subarray(0, 5).toString('latin1') };
}

/** A recipient row: the address, then its remove button. */
const row = (address: string) => new RegExp(`^${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A fresh address, so the mailbox check finds this run's mail only. */
const freshAddress = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@reports.test`;

test.describe('analytics reports', () => {
  test('the owner downloads the PDF report and e-mails it, and the mail arrives with the PDF attached', async ({
    page,
  }) => {
    const panel = await openBackOfficePanel(page, 'owner', 'Business Analytics');
    await expect(panel.getByText(/^Last updated: /)).toBeVisible();

    const pdf = await downloadFrom(page, panel, 'PDF Report');
    expect(pdf.name).toMatch(/^analytics_report_month_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.magic).toBe(PDF_MAGIC);

    // The modal by keyboard: it opens on the recipient field.
    await page.setViewportSize({ width: 375, height: 800 });
    await panel.getByRole('button', { name: 'Email Report' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Email Analytics Report' });
    await expect(dialog).toBeVisible();
    const recipient = dialog.getByLabel('Recipient email');
    await expect(recipient).toBeFocused();

    // Section 5: a bad address and a repeated one are refused with their messages.
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');
    const to = freshAddress('owner');
    await recipient.fill(to);
    await page.keyboard.press('Enter');
    const list = dialog.getByRole('list', { name: 'Recipients' });
    await expect(list.getByRole('listitem')).toHaveText([row(to)]);
    await recipient.fill(to.toUpperCase());
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This email address is already in the list');
    const extra = freshAddress('extra');
    await recipient.fill(extra);
    await page.keyboard.press('Enter');
    await expect(list.getByRole('listitem')).toHaveText([row(to), row(extra)]);
    await dialog.getByRole('button', { name: `Remove ${extra}` }).click();
    await expect(list.getByRole('listitem')).toHaveText([row(to)]);

    // Without a section Send is refused; with Performance alone it goes.
    await dialog.getByRole('checkbox', { name: 'Performance' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Insights' }).uncheck();
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('✗ Please select at least one section');
    await dialog.getByRole('checkbox', { name: 'Performance' }).check();
    await dialog.getByLabel('Message (optional)').fill('Figures for the team meeting.');
    await expectNoHorizontalScroll(page, 'the Email Report modal at 375 px');
    await expectAccessible(page, 'the Email Report modal');

    const since = new Date();
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('status').filter({ hasText: 'Report sent' })).toHaveText(
      '✓ Report sent to 1 recipient',
    );

    const mail = await waitForMail(page.request, { to, since });
    expect(mail.text).toContain('Figures for the team meeting.');
    const attached = mail.attachments.find((file) => file.content_type === 'application/pdf');
    expect(attached?.filename).toMatch(/\.pdf$/);
    const file = await page.request.get(attached!.url);
    expect(file.ok()).toBe(true);
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe(PDF_MAGIC);
  });

  test('the admin downloads the System Report and e-mails it, invalid entries silently ignored', async ({
    page,
  }) => {
    const panel = await openBackOfficePanel(page, 'admin', 'Analytics', { exact: true });
    await expect(panel.getByRole('region', { name: 'System figures' })).toBeVisible();

    const pdf = await downloadFrom(page, panel, 'System Report (PDF)');
    expect(pdf.name).toMatch(/^system_report_month_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.magic).toBe(PDF_MAGIC);
    const showrooms = await downloadFrom(page, panel, 'All Showrooms Report (PDF)');
    expect(showrooms.name).toMatch(/^all_showrooms_report_month_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(showrooms.magic).toBe(PDF_MAGIC);

    await panel.getByRole('button', { name: 'Email Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Analytics Report' });
    const send = dialog.getByRole('button', { name: 'Send Report' });
    await expect(send).toBeDisabled();
    const recipient = dialog.getByLabel('Recipient email');
    await recipient.fill('two@@signs.test');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Recipients' })).toHaveCount(0);
    await expect(send).toBeDisabled();

    const to = freshAddress('admin');
    await recipient.fill(to);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Recipients' }).getByRole('listitem')).toHaveText([
      row(to),
    ]);
    await expect(
      dialog.getByRole('checkbox', { name: 'Send individual reports to all showrooms' }),
    ).not.toBeChecked();
    await expectAccessible(page, 'the admin Email Report modal');

    const since = new Date();
    await send.click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('status').filter({ hasText: 'Report sent' })).toHaveText(
      '✓ Report sent to 1 recipient',
    );
    const mail = await waitForMail(page.request, { to, since });
    expect(mail.attachments.some((file) => file.content_type === 'application/pdf')).toBe(true);
  });
});
