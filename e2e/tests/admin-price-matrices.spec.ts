import { expect, expectAccessible, expectNoHorizontalScroll, expectShownWhile, test } from '../fixtures';
import { openBackOfficeTab } from './support/back-office';

/**
 * The admin's Fab / Delivery Price Matrix tab. Each test adds and removes a row of its own, so the
 * Material Mode journeys keep the demo brands' delivery charges and the Quartz fabrication range.
 */
test.describe('admin Fab / Delivery Price Matrix', () => {
  test('the admin adds a stone type to the fabrication matrix, which is kept, and removes it', async ({
    page,
  }) => {
    await openBackOfficeTab(page, 'admin', 'Fab / Delivery Price Matrix');
    const matrix = page.getByRole('region', { name: 'Fabrication Lead Pricing Matrix' });
    await expect(matrix.getByRole('rowheader', { name: 'Quartz' })).toBeVisible();

    await matrix.getByRole('button', { name: 'Edit Matrix' }).click();
    await matrix.getByRole('button', { name: 'Add Stone Type' }).click();
    await expect(matrix.getByRole('cell', { name: '$30 - $40' })).toBeVisible();
    await matrix.getByLabel('Stone type of row 4').fill('Soapstone');
    await matrix.getByLabel('Minimum price of Soapstone').fill('42');
    await matrix.getByLabel('Maximum price of Soapstone').fill('60');
    await expect(matrix.getByRole('cell', { name: '$42 - $60' })).toBeVisible();
    await expectAccessible(page, 'the Fabrication Lead Pricing Matrix in edit mode');
    await matrix.getByRole('button', { name: 'Save Changes' }).click();
    await expect(matrix.getByRole('status')).toHaveText('Fabrication matrix updated successfully!');

    await page.reload();
    await page.getByRole('tab', { name: 'Fab / Delivery Price Matrix' }).click();
    await expect(matrix.getByRole('row', { name: /Soapstone \$42 \$60 \$42 - \$60/ })).toBeVisible();
    await matrix.getByRole('button', { name: 'Edit Matrix' }).click();
    await matrix.getByRole('button', { name: 'Remove Soapstone' }).click();
    await matrix.getByRole('button', { name: 'Save Changes' }).click();
    await expect(matrix.getByRole('status')).toHaveText('Fabrication matrix updated successfully!');
    await expect(matrix.getByRole('rowheader', { name: 'Soapstone' })).toHaveCount(0);
  });

  test('the admin adds a brand rule, which the order screen charges, and removes it', async ({ page }) => {
    // Every demo brand has a rule: the catalog's brand list gains one without, to be picked.
    await page.route('**/api/admin/wholesale-pricing', async (route) => {
      const response = await route.fetch();
      const reference = (await response.json()) as { brands: string[] };
      await route.fulfill({
        response,
        json: { ...reference, brands: [...reference.brands, 'Artisan Quartz'] },
      });
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await openBackOfficeTab(page, 'admin', 'Fab / Delivery Price Matrix');
    const matrix = page.getByRole('region', { name: 'Delivery Pricing Matrix' });
    await expect(matrix.getByRole('heading', { name: 'Cambria' })).toBeVisible();
    await expectAccessible(page, 'the Delivery Pricing Matrix');
    await expectNoHorizontalScroll(page, 'the Delivery Pricing Matrix at 375 px');

    await matrix.getByRole('button', { name: 'Edit Pricing' }).click();
    await matrix.getByRole('button', { name: 'Add Brand' }).click();
    const row = matrix.getByRole('group', { name: 'Delivery pricing for new brand' });
    await matrix.getByRole('button', { name: 'Save Changes' }).click();
    await expect(matrix.getByRole('alert')).toHaveText('All rules must have a brand and pricing type');

    await row.getByLabel('Brand').selectOption('Artisan Quartz');
    const artisan = matrix.getByRole('group', { name: 'Delivery pricing for Artisan Quartz' });
    await artisan.getByLabel('Pricing Type').selectOption('per_slab');
    await matrix.getByRole('button', { name: 'Save Changes' }).click();
    await expect(matrix.getByRole('alert')).toHaveText('Artisan Quartz: Per-slab amount is required');
    await artisan.getByLabel('Per-Slab Amount ($)').fill('62.5');
    await expectAccessible(page, 'the Delivery Pricing Matrix in edit mode');
    await expectShownWhile(
      matrix,
      'All delivery pricing rules saved successfully!',
      () => matrix.getByRole('button', { name: 'Save Changes' }).click(),
      { role: 'status' },
    );
    await expect(matrix.getByText('Per slab: $62.50 per slab')).toBeVisible();

    const quote = await page.request.post('/api/delivery-pricing', {
      data: { cartItems: [{ brand: 'Artisan Quartz', quantity: 3 }] },
    });
    expect(((await quote.json()) as { deliveryCost: number }).deliveryCost).toBe(187.5);

    await matrix.getByRole('button', { name: 'Edit Pricing' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await expectShownWhile(
      matrix,
      'Artisan Quartz delivery pricing removed',
      () => matrix.getByRole('button', { name: 'Remove Artisan Quartz' }).click(),
      { role: 'status' },
    );
    await matrix.getByRole('button', { name: 'Cancel' }).click();
    await expect(matrix.getByRole('heading', { name: 'Artisan Quartz' })).toHaveCount(0);
  });
});
