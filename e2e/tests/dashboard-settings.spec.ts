import { allowConsoleError, expect, expectAccessible, expectAlert, loginWithToken, test } from '../fixtures';

test.describe('showroom dashboard', () => {
  test('Settings shows the showroom read-only and checks the Change Password form', async ({ page }) => {
    const login = await loginWithToken(page, 'owner', '/?dashboard=true');
    const showroom = login.showroom;
    expect(showroom).not.toBeNull();

    for (const tab of [
      'Pricing & Margins',
      'Orders',
      'Payments',
      'Business Analytics',
      'Branding',
      'Settings',
    ]) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(page.getByText(showroom?.name ?? '').first()).toBeVisible();
    await expect(page.getByText(showroom?.email ?? '').first()).toBeVisible();
    await expect(page.getByRole('banner').getByText(showroom?.id ?? '')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Catalog' })).toBeVisible();
    await expectAccessible(page, 'the showroom dashboard');

    await page.getByRole('tab', { name: 'Settings' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Settings' });
    await expect(panel).toBeVisible();
    await expectAccessible(page, 'the dashboard Settings tab');

    // Name and e-mail are read-only, with a note to contact the account manager.
    await expect(panel.getByText(/account manager/i).first()).toBeVisible();
    for (const field of [panel.getByLabel('Showroom Name'), panel.getByLabel('Showroom Email')]) {
      await expect(field).not.toBeEditable();
    }

    const current = panel.getByLabel('Current Password');
    const next = panel.getByLabel('New Password', { exact: true });
    const confirm = panel.getByLabel('Confirm New Password');
    const submit = panel.getByRole('button', { name: 'Update Password' });

    // All three fields are required: submit stays disabled until they are filled.
    await expect(submit).toBeDisabled();
    await current.fill('Owner-demo-2026');
    await next.fill('Brand-new-pass-1');
    await expect(submit).toBeDisabled();

    await confirm.fill('Brand-new-pass-2');
    await expectAlert(page, 'New passwords do not match', () => submit.click());

    await next.fill('short');
    await confirm.fill('short');
    await expectAlert(page, 'Password must be at least 8 characters long', () => submit.click());

    // A wrong current password is refused by the server and shown as 'Error: {server error}'.
    // Chromium logs the refusal as a failed resource load; that one is expected here.
    allowConsoleError(page, /status of 4\d\d .*\/api\/auth\/change-password/);
    await current.fill('Not-the-current-1');
    await next.fill('Brand-new-pass-1');
    await confirm.fill('Brand-new-pass-1');
    await expectAlert(page, /^Error: .+/, () => submit.click());

    // The password did not change.
    const check = await page.request.post('/api/auth/login-enhanced', {
      data: { email: 'owner@stonetool.test', password: 'Owner-demo-2026' },
    });
    expect(check.ok()).toBe(true);

    await page.getByRole('button', { name: 'Back to Catalog' }).click();
    await expect(page).toHaveURL(/[?&]mode=material/);
  });
});
