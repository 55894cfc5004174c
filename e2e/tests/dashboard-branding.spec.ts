import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  expectShownWhile,
  loginWithToken,
  newShowroomOwner,
  test,
} from '../fixtures';

/** A 96 × 32 teal PNG, the logo the owner uploads. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAIAAABiouoDAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAdElEQVRoge3YsQ2AMBTE0GyQTV0yPxNAg6JP8aRMYPmcwNpXzn6GsNDZr4oAFEB9WQmDAigGde6qMbEAikGZWFMPWg0KoBiUiaVB/fO/gkgHUAzKxNKgxnss0gEUgzKxxrvjoRhAMSgTazxAPlYDKAZ1dGI3/qtkpoZ//gwAAAAASUVORK5CYII=',
  'base64',
);

const NEW_NAME = 'Demo Stone Gallery & Design';

async function openBranding(page: Page) {
  await page.getByRole('tab', { name: 'Branding' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Branding' });
  await expect(panel.getByLabel('Business Name', { exact: true })).toBeVisible();
  return panel;
}

/** Material Mode opens with the New Client Consultation dialog; Escape skips to the catalog. */
async function skipConsultation(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'New Client Consultation' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('dashboard Branding', () => {
  test('the owner uploads a logo and renames the business, and Material Mode shows both at once', async ({
    page,
  }) => {
    // A showroom of its own: renaming the demo showroom and swapping its logo would change what
    // the journeys running beside this one read.
    const owner = await newShowroomOwner(page.request, 'Branding Gallery');
    await page.setViewportSize({ width: 375, height: 800 });
    await loginWithToken(page, owner, '/?dashboard=true');
    let panel = await openBranding(page);
    await expectAccessible(page, 'the dashboard Branding tab');
    await expectNoHorizontalScroll(page, 'the dashboard Branding tab at 375 px');

    // Save Changes shows only once something differs from what is saved.
    const save = panel.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Remove Logo' })).toBeHidden();

    // Upload by choosing a file: the spec's success message and a live preview.
    await expectShownWhile(panel, 'Logo uploaded successfully!', () =>
      panel.getByLabel('Upload logo').setInputFiles({
        name: 'gallery-logo.png',
        mimeType: 'image/png',
        buffer: LOGO_PNG,
      }),
    );
    await expect(panel.getByRole('img', { name: /logo preview/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Remove Logo' })).toBeVisible();
    // Status messages clear after 3 seconds.
    await expect(panel.getByText('Logo uploaded successfully!')).toBeHidden();

    // A file of another type is refused before any upload, with the spec's words (which clear too).
    await expectShownWhile(panel, 'Invalid file format. Please use PNG, JPG, or SVG.', () =>
      panel.getByLabel('Upload logo').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a logo'),
      }),
    );

    // Rename with the keyboard: type the name, reach Save Changes and press Enter.
    const nameField = panel.getByLabel('Business Name', { exact: true });
    await nameField.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`  ${NEW_NAME}  `);
    await expect(save).toBeVisible();
    await save.focus();
    await expectShownWhile(panel, 'Branding settings updated successfully!', () =>
      page.keyboard.press('Enter'),
    );
    await expect(save).toBeHidden();
    await expect(nameField).toHaveValue(NEW_NAME);
    await expectAccessible(page, 'the Branding tab after saving');

    // Material Mode's header shows the new logo and name without signing in again.
    await page.getByRole('button', { name: 'Back to Catalog' }).click();
    await skipConsultation(page);
    const header = page.getByRole('banner');
    // The name printed under it says what the logo says, so the image itself is decorative (alt '').
    await expect(header.locator('img')).toHaveAttribute('src', /\/storage\/v1\/object\/public\/logos\//);
    await expect(header.getByText(NEW_NAME)).toBeVisible();
    await expectNoHorizontalScroll(page, 'Material Mode with the new logo at 375 px');

    // Back in the dashboard: Remove Logo asks first, then the name is shown instead.
    await page.goto('/?dashboard=true');
    panel = await openBranding(page);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Remove your logo? Your business name will be shown instead.');
      void dialog.accept();
    });
    await panel.getByRole('button', { name: 'Remove Logo' }).click();
    await expect(panel.getByRole('img', { name: /logo preview/ })).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Remove Logo' })).toBeHidden();

    // The first name back, saved the same way.
    await panel.getByLabel('Business Name', { exact: true }).fill(owner.showroom);
    await expectShownWhile(panel, 'Branding settings updated successfully!', () =>
      panel.getByRole('button', { name: 'Save Changes' }).click(),
    );

    // Skipped once, the consultation dialog stays closed for the rest of the session.
    await page.getByRole('button', { name: 'Back to Catalog' }).click();
    await expect(page.getByRole('banner').getByText(owner.showroom)).toBeVisible();
    await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
  });
});
