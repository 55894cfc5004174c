import {
  allowConsoleError,
  apiLogin,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  fillLoginForm,
  loginWithToken,
  openLoginModal,
  tabTo,
  test,
  waitForMail,
} from '../fixtures';

/**
 * The admin's Showrooms tab. Each journey opens its own showroom and never edits the demo ones,
 * which the other journeys sign in to.
 */
test.describe('admin showroom accounts', () => {
  test('a created showroom signs in with its temporary password, must change it, then reaches its dashboard', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36);
    const name = `Quarry Hall ${suffix}`;
    const email = `quarry-${suffix}@example.test`;
    await page.setViewportSize({ width: 375, height: 800 });
    await loginWithToken(page, 'admin', '/?admin=true');
    const panel = page.getByRole('tabpanel', { name: 'Showrooms' });
    await expect(panel.getByText(/\d+ showroom accounts/)).toBeVisible();
    await expectAccessible(page, 'the admin Showrooms tab');
    await expectNoHorizontalScroll(page, 'the admin Showrooms tab at 375 px');

    await panel.getByRole('button', { name: 'Create Showroom' }).click();
    const form = page.getByRole('dialog', { name: 'Create Showroom Account' });
    await expect(form.getByLabel('Account Type')).toHaveValue('tile_stone');
    await expect(form.getByLabel('Primary')).toHaveValue('#0f766e');
    await expect(form.getByLabel('Secondary')).toHaveValue('#14b8a6');
    await expect(form.getByLabel('Wholesale Tax Rate (%)')).toBeDisabled();
    await expectAccessible(page, 'the Create Showroom Account form');
    await expectNoHorizontalScroll(page, 'the Create Showroom Account form at 375 px');

    // The spec's checks come first: a short temporary password is refused before any call.
    await form.getByLabel('Showroom Name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Temporary Password').fill('short');
    await form.getByRole('button', { name: 'Create Showroom' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Temporary password is required and must be at least 8 characters',
    );

    await form.getByLabel('Phone').fill('512-555-0177');
    await form.getByLabel('Account Type').selectOption('kitchen_bath');
    await form.getByLabel('Temporary Password').fill('Quarry-Welcome-77');
    // By keyboard: the submit button is reached with Tab and pressed with Enter.
    await tabTo(page, form.getByRole('button', { name: 'Create Showroom' }));
    await page.keyboard.press('Enter');

    const credentials = page.getByRole('dialog', { name: 'Showroom Credentials' });
    await expect(credentials.getByText(email)).toBeVisible();
    await expect(credentials.getByText('Quarry-Welcome-77')).toBeVisible();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await credentials.getByRole('button', { name: 'Copy Temporary Password' }).click();
    await expect(credentials.getByRole('status').filter({ hasText: 'copied' })).toHaveText(
      'Temporary Password copied',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Quarry-Welcome-77');
    await expectAccessible(page, 'the credentials dialog');
    await credentials.getByRole('button', { name: 'Done' }).click();
    await expect(credentials).toHaveCount(0);

    const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText('Kitchen & Bath')).toBeVisible();
    await expect(card.getByText('512-555-0177')).toBeVisible();
    await expect(card.getByText('Primary #0f766e')).toBeVisible();
    await expect(card.getByText('Awaiting password change')).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await openLoginModal(page);
    await fillLoginForm(page, email, 'Quarry-Welcome-77');
    await page.getByRole('dialog').getByRole('button', { name: 'Sign In', exact: true }).click();

    // Nothing else opens until the temporary password is replaced.
    await expect(page.getByRole('heading', { name: 'Change Your Temporary Password' })).toBeVisible();
    await page.goto('/?dashboard=true');
    await expect(page.getByRole('heading', { name: 'Change Your Temporary Password' })).toBeVisible();
    await expectAccessible(page, 'the forced password change');
    await expectNoHorizontalScroll(page, 'the forced password change at 375 px');

    await page.getByLabel('Current Password').fill('Quarry-Welcome-77');
    await page.getByLabel('New Password', { exact: true }).fill('Quarry-Own-Secret-78');
    await page.getByLabel('Confirm New Password').fill('Quarry-Own-Secret-78');
    await tabTo(page, page.getByRole('button', { name: 'Update Password' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pricing & Margins' })).toBeVisible();
    await expectAccessible(page, "the new showroom's dashboard");

    // The temporary password no longer signs in; the chosen one does, with nothing left to change.
    const old = await page.request.post('/api/auth/login-enhanced', {
      data: { email, password: 'Quarry-Welcome-77' },
    });
    expect(old.status()).toBe(401);
    const fresh = await page.request.post('/api/auth/login-enhanced', {
      data: { email, password: 'Quarry-Own-Secret-78' },
    });
    expect(((await fresh.json()) as { mustChangePassword: boolean }).mustChangePassword).toBe(false);
  });

  test('a showroom created with a welcome e-mail sets its own password from the mailed link, once, and signs in with it', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36);
    const name = `Welcome Slabs ${suffix}`;
    const email = `welcome-${suffix}@example.test`;
    const password = 'Welcome-Own-Secret-91';
    await loginWithToken(page, 'admin', '/?admin=true');
    const panel = page.getByRole('tabpanel', { name: 'Showrooms' });
    await panel.getByRole('button', { name: 'Create Showroom' }).click();
    const form = page.getByRole('dialog', { name: 'Create Showroom Account' });
    await form.getByLabel('Showroom Name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Send a welcome e-mail with a link to set the password').check();
    const since = new Date();
    await form.getByRole('button', { name: 'Create Showroom' }).click();

    // The spec's one-time dialog stays; with no temporary password it says where the link went.
    const credentials = page.getByRole('dialog', { name: 'Showroom Credentials' });
    await expect(
      credentials.getByText(`A welcome e-mail with a single-use link to set the password went to ${email}`),
    ).toBeVisible();
    await expect(credentials.getByRole('button', { name: 'Copy Temporary Password' })).toHaveCount(0);
    await expectAccessible(page, 'the credentials dialog after a welcome e-mail');
    await credentials.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();

    const mail = await waitForMail(page.request, { to: email, since });
    const link = /https?:\/\/[^\s"'<>]+#access_token=[^\s"'<>&]+&type=invite/.exec(mail.text)?.[0];
    expect(link, `the welcome mail carries a set-password link:\n${mail.text}`).toBeTruthy();

    await page.goto('about:blank');
    await page.goto(link ?? '');
    const setPassword = page.getByRole('dialog', { name: 'Set your password' });
    await expect(setPassword).toBeVisible();
    await expectAccessible(page, 'the set-your-password screen');
    await setPassword.getByLabel('New Password', { exact: true }).fill(password);
    await setPassword.getByLabel('Confirm New Password').fill(password);
    await setPassword.getByRole('button', { name: 'Set Password' }).click();
    await expect(page).toHaveURL(/[?&]mode=material/);

    // Opened again, the link is refused in words that say why and what to do (the browser logs
    // the refused verify-token call itself).
    allowConsoleError(page, /status of 410 \(Gone\).*\/api\/auth\/verify-token/);
    await page.goto('about:blank');
    await page.goto(link ?? '');
    const refused = page.getByRole('dialog', { name: 'Welcome link not valid' });
    await expect(refused.getByText('This welcome link has already been used')).toBeVisible();
    await refused.getByText('Close', { exact: true }).click();

    await page.goto('/');
    await openLoginModal(page);
    await fillLoginForm(page, email, password);
    await page.getByRole('dialog').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/?dashboard=true');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test("the admin edits a showroom's details and password, then deletes it by typing its name", async ({
    page,
  }) => {
    const suffix = Date.now().toString(36);
    const name = `Slate Works ${suffix}`;
    const renamed = `Slate & Co ${suffix}`;
    const email = `slate-${suffix}@example.test`;
    const admin = await apiLogin(page.request, 'admin');
    const created = await page.request.post('/api/admin/create-showroom-account', {
      headers: { authorization: `Bearer ${admin.session.access_token}` },
      data: { name, email, temporary_password: 'Slate-Welcome-55' },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await loginWithToken(page, 'admin', '/?admin=true');
    const panel = page.getByRole('tabpanel', { name: 'Showrooms' });
    await panel.getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expectAccessible(page, 'the Edit Showroom form');
    await form.getByLabel('Showroom Name').fill(renamed);
    await form.getByLabel('Address').fill('9 Quarry Lane, Austin, TX');
    await form.getByLabel('Wholesale tax enabled').check();
    await form.getByLabel('Wholesale Tax Rate (%)').fill('6.5');
    await form.getByLabel('New Password').fill('Slate-Reset-66');
    await form.getByRole('button', { name: 'Save Changes' }).click();

    await expect(panel.getByRole('status')).toHaveText(
      `${renamed} updated: name, address, wholesale tax enabled, wholesale tax rate, password (login updated)`,
    );
    const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: renamed }) });
    await expect(card.getByText('9 Quarry Lane, Austin, TX')).toBeVisible();
    await expect(card.getByText('6.5%')).toBeVisible();
    const reset = await page.request.post('/api/auth/login-enhanced', {
      data: { email, password: 'Slate-Reset-66' },
    });
    expect(((await reset.json()) as { mustChangePassword: boolean }).mustChangePassword).toBe(true);

    await panel.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${renamed}?` });
    await expect(confirm.getByText(/orders and payments are kept/)).toBeVisible();
    await expectAccessible(page, 'the Delete Showroom confirmation');
    const download = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Export Account (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe(`showroom-slate-co-${suffix}.csv`);

    const remove = confirm.getByRole('button', { name: 'Delete Showroom' });
    await expect(remove).toBeDisabled();
    await confirm.getByLabel(`Type ${renamed} to confirm`).fill(name);
    await expect(remove).toBeDisabled();
    await confirm.getByLabel(`Type ${renamed} to confirm`).fill(renamed);
    await remove.click();

    await expect(panel.getByRole('status')).toContainText('Showroom deleted');
    await expect(panel.getByRole('heading', { name: renamed })).toHaveCount(0);
    const gone = await page.request.post('/api/auth/login-enhanced', {
      data: { email, password: 'Slate-Reset-66' },
    });
    expect(gone.status()).toBe(401);
  });
});
