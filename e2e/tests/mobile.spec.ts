import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  loginWithToken,
  repeatedStoneCards,
  test,
} from '../fixtures';
import { openBackOfficeTab } from './support/back-office';

/** Every screen of the public site and the first signed-in screens, on a 375 px wide phone. */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** Header links may sit behind a menu button on a phone; opens it when needed. */
async function openHeaderLink(page: Page, name: string): Promise<void> {
  const header = page.getByRole('banner');
  const link = header.getByRole('button', { name, exact: true });
  if (!(await link.isVisible())) {
    await header.getByRole('button', { name: /menu/i }).click();
  }
  await link.click();
}

async function checkScreen(page: Page, screen: string, exclude: string[] = []): Promise<void> {
  await expectNoHorizontalScroll(page, screen);
  await expectAccessible(page, `${screen} at 375 px`, { exclude });
}

test.describe('on a 375 px phone', () => {
  test('the public pages, the Login modal and the preview fit without sideways scrolling', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Material Only', exact: true })).toBeVisible();
    await checkScreen(page, 'the landing page');

    await openHeaderLink(page, 'About');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/About/i);
    await checkScreen(page, 'the About page');

    await openHeaderLink(page, 'Features');
    await expect(page.getByRole('table')).toBeVisible();
    await checkScreen(page, 'the Features page');

    await openHeaderLink(page, 'Contact Us');
    await expect(page.getByRole('main').getByRole('button', { name: 'Send Message' })).toBeVisible();
    await checkScreen(page, 'the Contact page');

    await page.goto('/');
    await openHeaderLink(page, 'Login');
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkScreen(page, 'the Login modal');

    await page.goto('/?mode=material');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await checkScreen(page, 'the authentication-required card');

    await page.goto('/?mode=material&preview=true');
    await expect(page.getByText(/read-only preview/i).first()).toBeVisible();
    await checkScreen(page, 'the read-only Material preview');
  });

  test('the Material catalog fits a phone for a salesperson', async ({ page }) => {
    await loginWithToken(page, 'salesperson', '/?mode=material');
    const consultation = page.getByRole('dialog');
    if (await consultation.isVisible().catch(() => false)) {
      await checkScreen(page, 'the New Client Consultation dialog');
      await page.keyboard.press('Escape');
      await expect(consultation).toBeHidden();
    }
    await expect(page.getByText(/\b\d{3,} stones?\b/i).first()).toBeVisible();
    await checkScreen(page, 'the Material catalog', [repeatedStoneCards]);
  });

  test('the dashboard Settings tab fits a phone for the owner', async ({ page }) => {
    await openBackOfficeTab(page, 'owner', 'Settings');
    await expect(page.getByRole('tabpanel', { name: 'Settings' })).toBeVisible();
    await checkScreen(page, 'the dashboard Settings tab');
  });
});
