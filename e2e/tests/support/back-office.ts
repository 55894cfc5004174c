import type { Locator, Page } from '@playwright/test';
import { loginWithToken, type Credentials, type LoginResponse, type Role } from '../../fixtures';

/**
 * Signs in through the API as `who` and opens their back office (spec 03): the admin panel for
 * the platform admin, the showroom dashboard for every other login; then clicks its tab `tab`
 * (matched as `getByRole('tab', { name: tab, exact })` matches it).
 */
export async function openBackOfficeTab(
  page: Page,
  who: Role | Credentials,
  tab: string,
  { exact }: { exact?: boolean } = {},
): Promise<LoginResponse> {
  const login = await loginWithToken(page, who, who === 'admin' ? '/?admin=true' : '/?dashboard=true');
  await page.getByRole('tab', { name: tab, exact }).click();
  return login;
}

/** openBackOfficeTab, then that tab's panel, found by the tab's name as the tab was. */
export async function openBackOfficePanel(
  page: Page,
  who: Role | Credentials,
  tab: string,
  options: { exact?: boolean } = {},
): Promise<Locator> {
  await openBackOfficeTab(page, who, tab, options);
  return page.getByRole('tabpanel', { name: tab, exact: options.exact });
}
