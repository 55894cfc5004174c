import type { Page } from '@playwright/test';
import { allowConsoleError, apiLogin, expect, loginWithToken, test } from '../fixtures';

/**
 * The Content-Security-Policy in Chromium (issue 11 part 3; docs/security.md): the product's own
 * screens run under it without one violation, and stored text that looks like HTML stays text.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every CSP violation of the page (the `securitypolicyviolation` event, installed before
 * any of the page's own scripts run) and every console message Chromium writes for one.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [])
      .catch(() => [] as Violation[]);
    return [
      ...events.map((v) => `violation of ${v.directive}: ${v.blocked || 'inline'} at ${v.source}`),
      ...consoleReports,
    ];
  };
}

/** Fails the test if a browser dialog (an injected `alert`) opens. */
function forbidDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

const XSS_NAME = '<img src=x onerror=alert(1)>';

test.describe('the Content-Security-Policy in the browser', () => {
  test('the landing page loads its scripts, styles, fonts and images without a CSP violation', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('button', { name: 'Material Only', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Material Only', exact: true }).click();
    await expect(page.getByText(/read-only preview/i).first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('Material Mode with the catalog, stone images, brand colours and a dialog runs without a CSP violation', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await loginWithToken(page, 'salesperson', '/?mode=material');
    await expect(page.getByRole('dialog', { name: 'New Client Consultation' })).toBeVisible();
    await page.keyboard.press('Escape');
    const images = page.getByRole('list', { name: 'Stones' }).locator('img');
    await expect(images.first()).toBeVisible();
    // The first stone image really loaded (img-src allows the storage address).
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    expect(brand).toMatch(/^#|rgb/);
    expect(await violations()).toEqual([]);
  });

  test('Expert Mode, and a quote PDF shown from a blob in a frame and a new window, run without a CSP violation', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await loginWithToken(page, 'fabricator', '/?mode=expert');
    await expect(page.getByRole('heading', { name: 'Countertop Estimator' })).toBeVisible();

    // The PDF viewer path: a PDF fetched with the bearer token, shown through a blob: URL.
    const opened = await page.evaluate(async () => {
      const pdf = new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], {
        type: 'application/pdf',
      });
      const url = URL.createObjectURL(pdf);
      const frame = document.createElement('iframe');
      frame.title = 'Quote PDF';
      frame.src = url;
      document.body.append(frame);
      await new Promise((resolve) => {
        frame.onload = resolve;
      });
      const popup = window.open(url, '_blank');
      return { popup: popup !== null };
    });
    expect(opened.popup).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test('the API documentation and the dev mailbox render under the policy', async ({ page }) => {
    // Neither page links an icon, so Chromium asks for /favicon.ico, which the app does not have.
    allowConsoleError(page, /favicon\.ico/);
    const violations = await watchCsp(page);
    await page.goto('/api/docs');
    await expect(page.getByText('Stone Tool API').first()).toBeVisible();
    await page.goto('/dev/mailbox');
    await expect(page.getByRole('heading', { name: 'Local mailbox' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('no other site can frame the app', async ({ page }) => {
    const response = await page.request.get('/');
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

test.describe('stored text that looks like HTML stays text', () => {
  test('a customer named like an image tag shows as text in Load Cart, and no dialog fires', async ({
    page,
  }) => {
    const dialogs = forbidDialogs(page);
    const login = await apiLogin(page.request, 'salesperson');
    const bearer = { authorization: `Bearer ${login.session.access_token}` };
    const stones = (await (await page.request.get('/api/stones', { headers: bearer })).json()) as {
      id: string;
    }[];
    const stone = stones[0];
    if (!stone) throw new Error('the demo catalog is empty');
    const email = `xss-probe-${Date.now()}@client.test`;
    const saved = await page.request.post('/api/material-carts/save', {
      headers: bearer,
      data: {
        customer_data: { first_name: XSS_NAME, last_name: '"><script>alert(2)</script>', email },
        cart_items: [{ stone: { id: stone.id }, quantity: 1 }],
        cart_name: '<svg onload=alert(3)>',
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await loginWithToken(page, 'salesperson', '/?mode=material');
    await expect(page.getByRole('dialog', { name: 'New Client Consultation' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^View Cart/ }).click();
    await page.getByRole('button', { name: 'Load Cart' }).click();
    const modal = page.getByRole('dialog', { name: 'Load Cart' });
    await modal.getByLabel('Customer email').fill(email);
    const entry = modal.getByRole('list', { name: 'Saved carts' }).getByRole('button');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`${XSS_NAME} "><script>alert(2)</script>`);
    await expect(entry).toContainText('<svg onload=alert(3)>');
    expect(await page.locator('img[src="x"], svg[onload], script:not([src])').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('the dev mailbox shows a contact message from such a name as text', async ({ page }) => {
    allowConsoleError(page, /favicon\.ico/);
    const dialogs = forbidDialogs(page);
    const sent = await page.request.post('/api/send-resend', {
      data: {
        emailType: 'contact_form',
        contactData: { name: XSS_NAME, email: 'xss-probe@client.test', message: '<script>alert(4)</script>' },
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await page.goto('/dev/mailbox');
    await expect(page.getByText(XSS_NAME).first()).toBeVisible();
    await expect(page.getByText('<script>alert(4)</script>').first()).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
