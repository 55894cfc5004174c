import { apiLogin, expect, expectAccessible, expectNoHorizontalScroll, tabTo, test } from '../fixtures';
import { openBackOfficePanel } from './support/back-office';

interface PaidPayment {
  id: string;
  order_number: string;
}

/**
 * The admin Orders and Payments tabs, read-only over the demo data. The one write: the demo owner
 * attaches a screenshot receipt to an older paid payment (the sixth newest paid), which no other
 * journey opens; no payment status is changed.
 */
test.describe('admin orders and payments', () => {
  test('the admin finds an order by number, reads its details, and previews a receipt from the payments', async ({
    page,
  }) => {
    // A receipt to preview: a screenshot, as a showroom would upload from its bank's website.
    await page.goto('/');
    const screenshot = await page.screenshot({ clip: { x: 0, y: 0, width: 160, height: 90 } });
    const owner = await apiLogin(page.request, 'owner');
    const authorization = `Bearer ${owner.session.access_token}`;
    const paid = await page.request.get('/api/showroom/payments?status=paid', { headers: { authorization } });
    expect(paid.ok()).toBe(true);
    const payment = ((await paid.json()) as { payments: PaidPayment[] }).payments[5];
    if (!payment) throw new Error('the demo data has fewer than six paid payments');
    const upload = await page.request.post('/api/payments/upload-receipt', {
      headers: { authorization },
      multipart: {
        paymentId: payment.id,
        orderNumber: payment.order_number,
        file: { name: 'bank-screenshot.png', mimeType: 'image/png', buffer: screenshot },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const orderNumber = payment.order_number;

    // Orders: stats, the top showrooms, then Find Order by number, by keyboard.
    const orders = await openBackOfficePanel(page, 'admin', 'Orders', { exact: true });
    await expect(orders.getByText('Total Revenue', { exact: true })).toBeVisible();
    await expect(orders.getByRole('heading', { name: 'Top 5 Showrooms by Revenue' })).toBeVisible();
    await expect(orders.getByRole('region', { name: 'Orders' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, 'the admin Orders tab');

    // Sorting by Total marks the column.
    const totalHeader = orders.getByRole('columnheader', { name: /Total/ });
    await totalHeader.getByRole('button').click();
    await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');

    const numberField = orders.getByLabel('Order Number');
    await tabTo(page, numberField);
    await page.keyboard.type(orderNumber.toLowerCase());
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    await expect(details).toBeVisible();
    await expect(details.getByRole('note')).toHaveText('Please contact the showroom to update order status.');
    for (const section of [
      'Customer',
      'Stone Details',
      'Pricing Breakdown',
      'Delivery Information',
      'Timeline',
    ]) {
      await expect(details.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(details.getByRole('combobox')).toHaveCount(0);
    await expect(details.getByText('bank-screenshot.png', { exact: true })).toBeVisible();
    await details.getByRole('button', { name: 'Preview bank-screenshot.png' }).click();
    await expect(details.getByRole('img', { name: 'Preview of bank-screenshot.png' })).toBeVisible();
    await expectAccessible(page, 'the admin order details');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await orders.getByLabel('Order Number').fill('QT-NO-SUCH-ORDER');
    await orders.getByRole('button', { name: 'Find Order' }).click();
    await expect(orders.getByRole('status')).toHaveText('No order found with number QT-NO-SUCH-ORDER');

    // Payments: the overview, then the demo showroom's paid records.
    await page.getByRole('tab', { name: 'Payments', exact: true }).click();
    const payments = page.getByRole('tabpanel', { name: 'Payments', exact: true });
    for (const card of ['Active Showrooms', 'Total Orders', 'Total Owed', 'Total Paid']) {
      await expect(payments.getByText(card, { exact: true })).toBeVisible();
    }
    const showroomRow = payments.getByRole('row', { name: /Demo Stone Gallery/ });
    await expect(showroomRow).toBeVisible();
    await expectAccessible(page, 'the admin payments overview');

    const detailsButton = showroomRow.getByRole('button', {
      name: "Details of Demo Stone Gallery's payments",
    });
    await tabTo(page, detailsButton);
    await page.keyboard.press('Enter');
    await expect(payments.getByRole('button', { name: 'Clear Showroom Filter' })).toBeVisible();
    await payments.getByRole('button', { name: 'Paid', exact: true }).click();
    const record = payments.getByRole('row', { name: new RegExp(orderNumber) });
    await expect(record.getByText('Paid', { exact: true })).toBeVisible();
    await expect(record.getByRole('button', { name: `Manage payment for order ${orderNumber}` })).toHaveCount(
      0,
    );
    await expectAccessible(page, 'the admin detailed payments');

    await record.getByRole('button', { name: `View order ${orderNumber}` }).click();
    const view = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    await view.getByRole('button', { name: 'Preview bank-screenshot.png' }).click();
    await expect(view.getByRole('img', { name: 'Preview of bank-screenshot.png' })).toBeVisible();
    await expectAccessible(page, 'the admin View Order dialog with a receipt preview');

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page, 'the admin View Order dialog at 375 px');
    await page.keyboard.press('Escape');
    await expectNoHorizontalScroll(page, 'the admin detailed payments at 375 px');
    await page.getByRole('tab', { name: 'Orders', exact: true }).click();
    await expectNoHorizontalScroll(page, 'the admin Orders tab at 375 px');
  });
});
