import {
  expect,
  expectAccessible,
  expectShownWhile,
  searchParams,
  tabTo,
  test,
  waitForMail,
} from '../fixtures';
import type { Page } from '@playwright/test';

/** The Material Only mode card on the landing page (spec 01 section 2). */
function modeCard(page: Page, name: 'Material Only' | 'Expert Mode') {
  return page.getByRole('button', { name, exact: true });
}

test.describe('public site', () => {
  test('a visitor picks Material Only on the landing page and gets the read-only preview', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(modeCard(page, 'Material Only')).toBeVisible();
    await expect(modeCard(page, 'Expert Mode')).toBeVisible();
    await expectAccessible(page, 'the landing page');

    await modeCard(page, 'Material Only').click();

    await expect(page).toHaveURL(/[?&]preview=true/);
    expect(searchParams(page).get('mode')).toBe('material');
    await expect(page.getByText(/read-only preview/i).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login Now' })).toBeVisible();
    await expectAccessible(page, 'the read-only Material preview');

    // Read-only: every input and button is disabled except the banner's navigation.
    const enabledControls = await page.evaluate(() =>
      Array.from(document.querySelectorAll('input, button, select, textarea'))
        .filter((element) => !element.matches(':disabled'))
        .filter((element) => !element.closest('[aria-label="Read-only preview"]'))
        .map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(enabledControls, 'controls left enabled in the read-only preview').toEqual([]);

    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(modeCard(page, 'Material Only')).toBeVisible();
    expect(searchParams(page).get('preview')).toBeNull();
  });

  test('a mode without login and without preview asks the visitor to sign in', async ({ page }) => {
    await page.goto('/?mode=material');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
    await expectAccessible(page, 'the authentication-required card');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('the alternate landing page /?v=2 offers both modes', async ({ page }) => {
    await page.goto('/?v=2');
    await expect(modeCard(page, 'Material Only')).toBeVisible();
    await expect(modeCard(page, 'Expert Mode')).toBeVisible();
    await expectAccessible(page, 'the alternate landing page');

    await modeCard(page, 'Expert Mode').click();
    await expect(page).toHaveURL(/[?&]mode=expert/);
    expect(searchParams(page).get('preview')).toBe('true');
    await expect(page.getByText(/read-only preview/i).first()).toBeVisible();
    await expectAccessible(page, 'the read-only Expert preview');
  });

  test('a keyboard user tabs to a mode card and opens it with Enter', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, modeCard(page, 'Material Only'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]mode=material/);
    expect(searchParams(page).get('preview')).toBe('true');
    await expect(page.getByText(/read-only preview/i).first()).toBeVisible();
  });

  test('the About and Features pages open from the header', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');

    await header.getByRole('button', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/About/i);
    await expectAccessible(page, 'the About page');

    await header.getByRole('button', { name: 'Features', exact: true }).click();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    for (const feature of [
      /wholesale pricing/i,
      /AI optimi[sz]ation/i,
      /quote generation/i,
      /mobile responsive/i,
    ]) {
      await expect(table.getByText(feature).first()).toBeVisible();
    }
    await expectAccessible(page, 'the Features page');

    await header.getByRole('button', { name: 'Home', exact: true }).click();
    await expect(modeCard(page, 'Material Only')).toBeVisible();
  });

  test('the Contact page asks for the required fields, then sends the message to support', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us', exact: true }).click();
    const form = page.getByRole('main');
    await expect(form).toBeVisible();
    await expect(page.getByText(/24 hours/).first()).toBeVisible();
    await expectAccessible(page, 'the Contact page');

    // Name given, e-mail and message missing.
    await form.getByLabel(/^Name/).fill('Dana Visitor');
    await form.getByRole('button', { name: /Send/ }).click();
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();

    const since = new Date();
    await form.getByLabel(/^Email/).fill('dana.visitor@example.com');
    await form.getByLabel(/^Company/).fill('Visitor Kitchens');
    await form.getByLabel(/^Phone/).fill('555-0100');
    await form.getByLabel(/^Message/).fill('Do you carry Calacatta quartz in 3cm?');
    await form.getByRole('button', { name: /Send/ }).click();

    await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
    await expect(page.getByText("We'll get back to you soon.")).toBeVisible();
    // The Contact page stays and resets its form.
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expectAccessible(page, 'the Contact page after sending');

    // Other journeys write to support at the same time: find this one's mail by its sender's name.
    const mail = await waitForMail(page.request, {
      to: 'support@stonetool.test',
      since,
      subject: /Dana Visitor/,
    });
    expect(mail.subject).toContain('Dana Visitor');
    expect(mail.subject).toContain('Visitor Kitchens');
    expect(mail.text).toContain('Do you carry Calacatta quartz in 3cm?');
  });

  test('the Contact Support modal on the landing page sends a message and closes', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /Contact Support/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the Contact Support modal');

    await dialog.getByRole('button', { name: /Send/ }).click();
    await expect(dialog.getByText('Please fill in all required fields.')).toBeVisible();

    const since = new Date();
    await dialog.getByLabel(/^Name/).fill('Lee Designer');
    await dialog.getByLabel(/^Email/).fill('lee.designer@example.com');
    await dialog.getByLabel(/^Message/).fill('Please call me about a showroom account.');
    await expectShownWhile(dialog, 'Thank you! Your message has been sent successfully.', () =>
      dialog.getByRole('button', { name: /Send/ }).click(),
    );
    // The modal closes about 2 seconds after success (spec 01 section 9).
    await expect(dialog).toBeHidden();

    // Without a company the subject says 'No Company' (spec 01 section 7).
    const mail = await waitForMail(page.request, {
      to: 'support@stonetool.test',
      since,
      subject: /Lee Designer/,
    });
    expect(mail.subject).toContain('No Company');
  });
});
