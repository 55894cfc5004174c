import {
  allowConsoleError,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  expectShownWhile,
  fillLoginForm,
  openLoginModal,
  tabTo,
  test,
} from '../fixtures';
import { openBackOfficeTab } from './support/back-office';

test.describe('Team Management (dashboard Settings)', () => {
  test('the owner adds a salesperson with a PIN, who signs in; once removed, their session ends', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openBackOfficeTab(page, 'owner', 'Settings');
    const team = page.getByRole('region', { name: 'Team Management' });
    // The watch starts while a dialog is open, which hides the rest of the page from getByRole.
    const teamBehindDialog = page.getByRole('region', { name: 'Team Management', includeHidden: true });
    const list = team.getByRole('list', { name: 'Team members' });
    await expect(list.getByText('Sam Rivera')).toBeVisible();
    await expect(list.getByText('Morgan Lee')).toBeVisible();
    await expectAccessible(page, 'Team Management');
    await expectNoHorizontalScroll(page, 'Team Management at 375 px');

    // Keyboard: Tab to Add Team Member, open it with Enter; the form starts in its first field.
    await tabTo(page, team.getByRole('button', { name: 'Add Team Member' }));
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add Team Member' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expectAccessible(page, 'the Add Team Member form');
    await expectNoHorizontalScroll(page, 'the Add Team Member form at 375 px');

    // The spec's messages, before anything reaches the server.
    await form.getByLabel('Name').fill('');
    await page.keyboard.press('Enter');
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required for team member login')).toBeVisible();
    await expect(form.getByText('Password is required for new team member')).toBeVisible();
    await expectAccessible(page, 'the Add Team Member form with errors');

    const email = `jamie.${Date.now()}@example.test`;
    const password = 'Jamie-pass-2026';
    await form.getByLabel('Name').fill('Jamie Fox');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await form.getByLabel('Phone').fill('(512) 555-0150');
    await form.getByLabel('Role').selectOption('salesperson');
    await expect(form.getByText('Discounts up to 10%; sees no costs.')).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByLabel('PIN').fill('12');
    await form.getByRole('button', { name: 'Add Team Member' }).click();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(form.getByText('PIN must be 4 to 6 digits')).toBeVisible();

    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('PIN').fill('1357');
    await expectShownWhile(teamBehindDialog, 'Team member created with login access', () =>
      form.getByLabel('PIN').press('Enter'),
    );
    await expect(form).toBeHidden();
    const jamie = list.getByRole('listitem').filter({ hasText: 'Jamie Fox' });
    await expect(jamie).toContainText('Salesperson');
    await expect(jamie).toContainText('Login access · PIN set');
    await expectNoHorizontalScroll(page, 'Team Management with a new member at 375 px');

    // The same e-mail again is refused with a clear reason.
    allowConsoleError(page, /status of 409 .*\/api\/auth\/create-team-member/);
    await team.getByRole('button', { name: 'Add Team Member' }).click();
    await form.getByLabel('Name').fill('Jamie Again');
    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Add Team Member' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Failed to create team member: This email is already used by another account',
    );
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();

    // The new salesperson signs in, in a browser of their own, and lands in Material Mode.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await member.goto('/');
    await openLoginModal(member);
    await fillLoginForm(member, email, password);
    await member.getByRole('dialog').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(member).toHaveURL(/[?&]mode=material/);
    const consultation = member.getByRole('dialog', { name: 'New Client Consultation' });
    await expect(consultation).toBeVisible();
    // The consultation dialog hides the header from assistive technology; the session names them.
    expect(await member.evaluate(() => localStorage.getItem('team_member_name'))).toBe('Jamie Fox');
    expect(await member.evaluate(() => localStorage.getItem('team_member_role'))).toBe('salesperson');

    // The owner removes them, after the spec's confirmation.
    await jamie.getByRole('button', { name: 'Remove Jamie Fox' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Team Member' });
    await expect(confirm).toContainText('Are you sure you want to remove this team member?');
    await expectAccessible(page, 'the remove confirmation');
    await expectShownWhile(teamBehindDialog, 'Team member removed', () =>
      confirm.getByRole('button', { name: 'Remove', exact: true }).click(),
    );
    await expect(list.getByText('Jamie Fox')).toHaveCount(0);

    // Their next action is refused and they are sent to sign in.
    await consultation.getByLabel('First Name').fill('Casey');
    await consultation.getByLabel('Last Name').fill('Client');
    await consultation.getByLabel('Email').fill('casey.client@example.test');
    await consultation.getByLabel('Application').selectOption('Countertops');
    await consultation.getByRole('button', { name: 'Start Consultation' }).click();
    await expect(member.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    expect(await member.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    // And they cannot sign in again.
    await member.getByRole('button', { name: 'Sign In' }).click();
    await fillLoginForm(member, email, password);
    await member.getByRole('dialog').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(member.getByRole('dialog').getByText('Invalid email or password')).toBeVisible();
    await memberContext.close();
  });

  test('the owner edits members: a new role shows its permissions, a password gives a login', async ({
    page,
  }) => {
    await openBackOfficeTab(page, 'owner', 'Settings');
    const team = page.getByRole('region', { name: 'Team Management' });
    // The watch starts while a dialog is open, which hides the rest of the page from getByRole.
    const teamBehindDialog = page.getByRole('region', { name: 'Team Management', includeHidden: true });

    await team.getByRole('button', { name: 'Add Team Member' }).click();
    const add = page.getByRole('dialog', { name: 'Add Team Member' });
    await add.getByLabel('Name').fill('Taylor Reed');
    await add.getByLabel('Email').fill(`taylor.${Date.now()}@example.test`);
    await add.getByLabel('Role').selectOption('assistant');
    await add.getByLabel('Password', { exact: true }).fill('Taylor-pass-2026');
    await expectShownWhile(teamBehindDialog, 'Team member created with login access', () =>
      add.getByRole('button', { name: 'Add Team Member' }).click(),
    );

    const taylor = team.getByRole('listitem').filter({ hasText: 'Taylor Reed' });
    await expect(taylor).toContainText('Discounts up to 0%');
    await taylor.getByRole('button', { name: 'Edit Taylor Reed' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team Member' });
    await expect(edit.getByLabel('Name')).toHaveValue('Taylor Reed');
    await expect(edit.getByText('Leave blank to keep the current password', { exact: false })).toBeVisible();
    await expectAccessible(page, 'the Edit Team Member form');
    await edit.getByLabel('Role').selectOption('manager');
    await expectShownWhile(
      teamBehindDialog,
      'Team member updated',
      () => edit.getByRole('button', { name: 'Save Changes' }).click(),
      {
        role: 'status',
      },
    );
    await expect(taylor).toContainText('Manager');
    await expect(taylor).toContainText('Discounts up to 25% · Sees showroom costs');

    // A member without a login (the demo designer) gets one when the owner gives a password.
    const dana = team.getByRole('listitem').filter({ hasText: 'Dana Whitfield' });
    await expect(dana).toContainText('No login');
    await dana.getByRole('button', { name: 'Edit Dana Whitfield' }).click();
    await expect(edit.getByText('This team member has no login yet', { exact: false })).toBeVisible();
    await edit.getByLabel('New Password').fill('Dana-pass-2026');
    await expectShownWhile(teamBehindDialog, 'Team member updated with login access', () =>
      edit.getByRole('button', { name: 'Save Changes' }).click(),
    );
    await expect(dana).toContainText('Login access');
    const login = await page.request.post('/api/auth/login-enhanced', {
      data: { email: 'dana.whitfield@example.com', password: 'Dana-pass-2026' },
    });
    expect(login.ok()).toBe(true);
    expect(((await login.json()) as { teamMember: { name: string } }).teamMember.name).toBe('Dana Whitfield');
  });
});
