import {
  allowConsoleError,
  demoUsers,
  expect,
  expectAccessible,
  fillLoginForm,
  loginWithToken,
  openLoginModal,
  test,
} from '../fixtures';

/** The messages of spec 01 section 8 for failures a person cannot provoke on a healthy server. */
test.describe('error messages', () => {
  test('a network failure during login says Connection error', async ({ page }) => {
    allowConsoleError(page, /net::ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await page.route('**/api/auth/login-enhanced', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await openLoginModal(page);
    await fillLoginForm(page, demoUsers.owner.email, demoUsers.owner.password);
    await page.getByRole('dialog').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog').getByText('Connection error. Please try again.')).toBeVisible();
  });

  test('a network failure on Forgot password says Connection error', async ({ page }) => {
    allowConsoleError(page, /net::ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await page.route('**/api/auth/forgot-password', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await openLoginModal(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(demoUsers.owner.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog.getByText('Connection error. Please try again.')).toBeVisible();
  });

  test('a failed contact message says Failed to send message', async ({ page }) => {
    allowConsoleError(page, /status of 500/);
    await page.route('**/api/send-resend', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"success":false,"error":"boom"}',
      }),
    );
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us', exact: true }).click();
    const form = page.getByRole('main');
    await form.getByLabel('Name').fill('Dana Visitor');
    await form.getByLabel('Email').fill('dana.visitor@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
    await expectAccessible(page, 'the Contact page with a send failure');
  });

  test('a recovery link that does not verify replaces and then clears the stored session', async ({
    page,
  }) => {
    allowConsoleError(page, /status of 401/);
    // Someone else's unexpired session is in this browser.
    await loginWithToken(page, 'owner');
    await page.goto('about:blank');
    await page.goto('/#access_token=not-a-real-token&type=recovery');

    await expect(page.getByRole('dialog', { name: 'Reset link not valid' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    expect(
      await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user_email')]),
    ).toEqual([null, null]);
    await expectAccessible(page, 'the invalid reset link dialog');
  });
});
