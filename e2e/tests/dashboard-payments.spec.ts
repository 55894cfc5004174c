import { expect, expectAccessible, expectNoHorizontalScroll, tabTo, test } from '../fixtures';
import { openBackOfficePanel } from './support/back-office';

/** A one-page PDF as a bank's "payment confirmation" download would be. */
const receiptPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test.describe('showroom dashboard: supplier payments', () => {
  test('the owner syncs payments, marks one paid with a receipt and opens the receipt', async ({ page }) => {
    const panel = await openBackOfficePanel(page, 'owner', 'Payments');
    for (const card of ['Total Orders', 'Total Owed', 'Paid Amount', 'Pending Amount']) {
      await expect(panel.getByText(card, { exact: true })).toBeVisible();
    }
    const records = panel.getByRole('list', { name: 'Payment records' });
    await expect(records.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'the Payments tab');

    // Every order was placed with its payment record, so Sync Orders (by keyboard) finds none missing.
    const totalOrders = panel
      .getByText('Total Orders', { exact: true })
      .locator('xpath=following-sibling::dd');
    const before = Number(await totalOrders.textContent());
    await tabTo(page, panel.getByRole('button', { name: 'Sync Orders' }));
    await page.keyboard.press('Enter');
    await expect(
      panel.getByRole('status').filter({ hasText: 'All orders already have payment records' }),
    ).toBeVisible();
    await expect(totalOrders).toHaveText(String(before));

    // Take the first record still unpaid.
    await panel.getByRole('button', { name: 'Unpaid', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Unpaid', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const record = records.getByRole('listitem').first();
    await expect(record.getByText('Unpaid', { exact: true })).toBeVisible();
    const heading = (await record.getByRole('heading').textContent()) ?? '';
    const orderNumber = heading.replace(/^Order /, '');

    await record.getByRole('button', { name: `Manage payment for order ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Payment' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the Manage Payment dialog');

    // A file that is not a receipt type is refused before it is sent.
    const picker = dialog.getByLabel('Upload Receipt');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByRole('alert')).toHaveText(
      'Please select a valid file type (PDF, JPG, PNG, WebP, GIF)',
    );

    await picker.setInputFiles({
      name: 'ach-confirmation.pdf',
      mimeType: 'application/pdf',
      buffer: receiptPdf,
    });
    await expect(dialog.getByRole('status')).toHaveText('Receipt uploaded: ach-confirmation.pdf');
    await expect(dialog.getByText('ach-confirmation.pdf', { exact: true })).toBeVisible();

    await dialog.getByLabel('Payment Status').selectOption('paid');
    await dialog.getByLabel('Payment Method').fill('ACH');
    await dialog.getByLabel('Payment Reference').fill('TXN-E2E-0001');
    await dialog.getByLabel('Notes').fill('Paid with the weekly batch');
    await dialog.getByRole('button', { name: 'Save Payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('status')).toHaveText(`Payment for order ${orderNumber} updated`);

    // Under Paid the record now shows its method, reference and receipt.
    await panel.getByRole('button', { name: 'Paid', exact: true }).click();
    const paid = records.getByRole('listitem').filter({ hasText: `Order ${orderNumber}` });
    await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
    await expect(paid.getByText('TXN-E2E-0001')).toBeVisible();

    await paid.getByRole('button', { name: `View order ${orderNumber}` }).click();
    const order = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    await expect(order.getByText('Order Details')).toBeVisible();
    await expect(order.getByText('ach-confirmation.pdf', { exact: true })).toBeVisible();
    await expect(order.getByText(/application\/pdf · \d+\.\d KB/)).toBeVisible();
    await expectAccessible(page, 'the View Order dialog');

    const download = page.waitForEvent('download');
    await order.getByRole('button', { name: 'Open ach-confirmation.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^receipt-${orderNumber}-[0-9a-f]{8}\\.pdf$`));
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).equals(receiptPdf)).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page, 'the View Order dialog at 375 px');
    await page.keyboard.press('Escape');
    await expect(order).toBeHidden();
    await expectNoHorizontalScroll(page, 'the Payments tab at 375 px');
  });
});
