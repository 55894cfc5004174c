import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expect, expectAccessible, expectShownWhile, loginWithToken, test } from '../fixtures';
import { openBackOfficeTab } from './support/back-office';

/**
 * The admin edits a brand's delivery rule and the Material Mode checkout charges the new amount.
 * It uses Levantina, whose stones no other journey's checkout orders (material-order.spec.ts
 * orders Arizona Tile; admin-price-matrices.spec.ts adds and removes a brand of its own), places
 * no order, and puts the seeded rule back afterwards. It never runs beside
 * admin-price-matrices.spec.ts, which saves the whole matrix too (e2e/playwright.config.ts).
 */
const BRAND = 'Levantina';

type DeliveryRule = { id: string; brand: string } & Record<string, unknown>;

async function adminHeaders(request: APIRequestContext) {
  const admin = await apiLogin(request, 'admin');
  return { Authorization: `Bearer ${admin.session.access_token}` };
}

async function seededRule(request: APIRequestContext): Promise<DeliveryRule> {
  const response = await request.get('/api/admin/delivery-pricing', { headers: await adminHeaders(request) });
  const rules = ((await response.json()) as { data: DeliveryRule[] }).data;
  const rule = rules.find((candidate) => candidate.brand === BRAND);
  expect(rule, `the demo data has a ${BRAND} delivery rule`).toBeDefined();
  return rule as DeliveryRule;
}

test.describe('admin delivery matrix at checkout', () => {
  let original: DeliveryRule | undefined;

  test.afterEach(async ({ request }) => {
    if (!original) return;
    const restored = await request.put('/api/admin/delivery-pricing', {
      headers: await adminHeaders(request),
      data: original,
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  });

  test("the admin changes a brand's delivery rule and the checkout's delivery charge follows", async ({
    page,
    browser,
  }) => {
    original = await seededRule(page.request);

    // The owner puts one Levantina slab into the cart and opens the checkout with delivery.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await loginWithToken(owner, 'owner', '/?mode=material');
    const consultation = owner.getByRole('dialog', { name: 'New Client Consultation' });
    // Escape skips the consultation (a click on Skip can land after the first field's blur check moves it).
    await expect(consultation).toBeVisible();
    await owner.keyboard.press('Escape');
    await expect(consultation).toBeHidden();
    await owner.getByRole('region', { name: 'Filters' }).getByLabel('Brand').selectOption(BRAND);
    await owner
      .getByRole('list', { name: 'Stones' })
      .getByRole('button', { name: 'Select Options' })
      .first()
      .click();
    const options = owner.getByRole('dialog');
    await options.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(options).toBeHidden();
    await owner.getByRole('button', { name: /^View Cart/ }).click();
    await owner.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(owner.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await owner.getByRole('radio', { name: 'Delivery', exact: true }).check();
    const summary = owner.getByRole('region', { name: 'Order Summary' });
    const breakdown = summary.getByRole('list', { name: 'Delivery breakdown' }).getByRole('listitem');
    await expect(breakdown).toHaveText([new RegExp(`^${BRAND} \\(1 slabs?\\)\\$[\\d,]+\\.\\d{2}$`)]);
    const before = /\$[\d,]+\.\d{2}$/.exec((await breakdown.textContent()) ?? '')?.[0];
    expect(before).not.toBe('$77.77');

    // The admin makes the brand's rule $77.77 per slab.
    await openBackOfficeTab(page, 'admin', 'Fab / Delivery Price Matrix');
    const matrix = page.getByRole('region', { name: 'Delivery Pricing Matrix' });
    await matrix.getByRole('button', { name: 'Edit Pricing' }).click();
    const rule = matrix.getByRole('group', { name: `Delivery pricing for ${BRAND}` });
    await rule.getByLabel('Pricing Type').selectOption('per_slab');
    await rule.getByLabel('Per-Slab Amount ($)').fill('77.77');
    await expectAccessible(page, 'the Delivery Pricing Matrix in edit mode');
    await expectShownWhile(
      matrix,
      'All delivery pricing rules saved successfully!',
      () => matrix.getByRole('button', { name: 'Save Changes' }).click(),
      { role: 'status' },
    );

    // Choosing delivery again prices it again: the new rule's amount.
    await owner.getByRole('radio', { name: 'Will Call' }).check();
    await owner.getByRole('radio', { name: 'Delivery', exact: true }).check();
    await expect(breakdown).toHaveText([new RegExp(`^${BRAND} \\(1 slabs?\\)\\$77\\.77$`)]);
    await expect(summary.getByText('$77.77', { exact: true })).toHaveCount(2);
    await ownerContext.close();
  });
});
