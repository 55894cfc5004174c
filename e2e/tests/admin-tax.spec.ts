import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  expectShownWhile,
  tabTo,
  test,
} from '../fixtures';
import { openBackOfficePanel } from './support/back-office';

/**
 * The admin's Customer Sales Tax tab. It changes the fabricator's rate, never the demo showroom's
 * that the Material Mode journeys price orders with, and puts it back afterwards.
 */
test.describe('admin Customer Sales Tax', () => {
  test('the admin switches a showroom tax off and on and types a new rate, which is kept', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const panel = await openBackOfficePanel(page, 'admin', 'Customer Sales Tax');
    const rate = panel.getByLabel('Sales tax rate for Demo Fabrication Co.');
    const taxSwitch = panel.getByRole('switch', { name: 'Charge sales tax at Demo Fabrication Co.' });
    await expect(rate).toHaveValue('9.75');
    await expect(taxSwitch).toBeChecked();
    await expectAccessible(page, 'the admin Customer Sales Tax tab');
    await expectNoHorizontalScroll(page, 'the admin Customer Sales Tax tab at 375 px');

    // By keyboard: the switch saves on Space.
    await tabTo(page, taxSwitch);
    await expectShownWhile(panel, 'Tax settings updated successfully', () => page.keyboard.press('Space'), {
      role: 'status',
    });
    await expect(taxSwitch).not.toBeChecked();
    await taxSwitch.click();
    await expect(taxSwitch).toBeChecked();

    // A rate outside 0–50 is ignored and the saved one comes back when the field is left.
    await rate.fill('75');
    await rate.blur();
    await expect(rate).toHaveValue('9.75');

    // A typed rate is saved once typing pauses.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/admin/tax-settings') && response.request().method() === 'PUT',
    );
    await rate.fill('8.5');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Customer Sales Tax' }).click();
    await expect(rate).toHaveValue('8.5');

    await rate.fill('9.75');
    await rate.blur();
    await page.reload();
    await page.getByRole('tab', { name: 'Customer Sales Tax' }).click();
    await expect(rate).toHaveValue('9.75');
  });
});
