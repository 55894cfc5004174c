import {
  demoUsers,
  expect,
  expectAccessible,
  fillLoginForm,
  loginWithToken,
  openLoginModal,
  test,
  waitForMail,
  type LoginResponse,
} from '../fixtures';

/**
 * The only journey that changes a password. It uses the manager's account, which no other
 * test signs in with, and puts the demo password back at the end, so a reused server (E2E_REUSE_SERVER=1)
 * still starts from the demo logins.
 */
const manager = demoUsers.manager;
const newPassword = 'Recovered-pass-2026';
/**
 * The recovery mail's subject: other journeys, running beside these, mail the same demo logins
 * (a customer's answer to a quote, or its deposit, is mailed to the business), and their mails must not
 * be taken for it.
 */
const RECOVERY_SUBJECT = /^Reset your Stone Tool password$/;

test.describe('password recovery', () => {
  test('forgot password sends a link by mail that sets a new password, and the new password signs in', async ({
    page,
  }) => {
    await page.goto('/');
    await openLoginModal(page);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Forgot password/i })
      .click();
    const forgot = page.getByRole('dialog');
    await expect(forgot.getByRole('heading', { name: /Forgot|Reset/i }).first()).toBeVisible();
    await expectAccessible(page, 'the Forgot-password modal');

    const since = new Date();
    await forgot.getByLabel('Email').fill(manager.email);
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check Your Email')).toBeVisible();
    await expect(
      page.getByText(
        "If an account with this email exists, you'll receive password reset instructions shortly.",
      ),
    ).toBeVisible();
    await expectAccessible(page, 'the Check Your Email confirmation');

    const mail = await waitForMail(page.request, { to: manager.email, since, subject: RECOVERY_SUBJECT });
    const link = /https?:\/\/[^\s"'<>]+#access_token=[^\s"'<>&]+&type=recovery/.exec(
      `${mail.text}\n${mail.html}`,
    )?.[0];
    expect(
      link,
      `the recovery mail carries a /#access_token=…&type=recovery link:\n${mail.text}`,
    ).toBeTruthy();
    const url = new URL((link ?? '').replace(/&amp;/g, '&'));
    expect(url.origin, 'the link points at this server (PUBLIC_URL)').toBe(new URL(page.url()).origin);

    // A mail client opens the link as a fresh page load, not as a fragment change of this tab.
    await page.goto('about:blank');
    await page.goto(url.toString());
    // The fragment is removed once the token is read (spec 01 section 4).
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    const form = page.getByRole('dialog', { name: 'Set a new password' });
    await expect(form).toBeVisible();
    await expectAccessible(page, 'the set-a-new-password screen');
    await form.getByLabel('New Password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm New Password').fill(newPassword);
    await form.getByRole('button', { name: 'Update Password' }).click();
    // A manager is a team member: after recovery they are signed in and land in Material Mode.
    await expect(page).toHaveURL(/[?&]mode=material/);

    // The link is single-use.
    const reuse = await page.request.post('/api/auth/verify-token', {
      headers: { Authorization: `Bearer ${url.hash.match(/access_token=([^&]+)/)?.[1] ?? ''}` },
    });
    expect(reuse.status()).toBeGreaterThanOrEqual(400);

    // The old password no longer works; the new one does, through the Login modal.
    const old = await page.request.post('/api/auth/login-enhanced', {
      data: { email: manager.email, password: manager.password },
    });
    expect(old.status()).toBe(401);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await openLoginModal(page);
    await fillLoginForm(page, manager.email, newPassword);
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await page.getByRole('dialog').locator(signIn).click();
    // Signed in, a team member lands in Material Mode, which opens its consultation dialog at once.
    await expect(page).toHaveURL(/[?&]mode=material/);
    await expect(page.getByRole('dialog', { name: 'New Client Consultation' })).toBeVisible();
    await expect(page.getByRole('dialog').filter({ has: signIn })).toHaveCount(0);
  });

  test('a recovery link still opens when the browser holds an expired session', async ({ page }) => {
    // The fabricator asks for a link; this test never uses it to change the password.
    const since = new Date();
    const email = demoUsers.fabricator.email;
    const asked = await page.request.post('/api/auth/forgot-password', { data: { email } });
    expect(asked.ok()).toBe(true);
    const mail = await waitForMail(page.request, { to: email, since, subject: RECOVERY_SUBJECT });
    const link = /https?:\/\/[^\s"'<>]+#access_token=[^\s"'<>&]+&type=recovery/.exec(mail.text)?.[0];
    expect(link, 'the mail carries a recovery link').toBeTruthy();

    // A session from more than 24 hours ago is still stored: the person has not opened the app since.
    await loginWithToken(page, 'owner');
    await page.evaluate(() => localStorage.setItem('session_expires_at', String(Date.now() - 60_000)));
    await page.goto('about:blank');
    await page.goto(link ?? '/');

    // Spec 01 section 4: the fragment token replaces the stored session and is verified.
    await expect(page.getByRole('dialog', { name: 'Set a new password' })).toBeVisible();
  });

  test.afterAll(async ({ request }) => {
    // Put the demo password back (no-op when the journey failed before changing it).
    const login = await request.post('/api/auth/login-enhanced', {
      data: { email: manager.email, password: newPassword },
    });
    if (!login.ok()) return;
    const { session } = (await login.json()) as LoginResponse;
    const change = await request.post('/api/auth/change-password', {
      headers: { Authorization: `Bearer ${session.access_token}` },
      data: {
        access_token: session.access_token,
        current_password: newPassword,
        new_password: manager.password,
      },
    });
    expect(change.ok(), `restoring the manager's demo password: ${await change.text()}`).toBe(true);
  });
});
