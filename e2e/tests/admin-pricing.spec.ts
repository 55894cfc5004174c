import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  demoUsers,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  expectShownWhile,
  loginWithToken,
  repeatedStoneCards,
  tabTo,
  test,
} from '../fixtures';

/**
 * The admin prices a showroom (spec 03 Pricing, Client Markup and Special Pricing tabs) and the
 * showroom's Material Mode shows it: the catalog price and the cart's special price. It prices the
 * fabricator's showroom, which no Material Mode journey signs into, on a brand of its own choosing,
 * and puts every price back at the end, so the other journeys' demo prices never move.
 */

const showroom = demoUsers.fabricator.showroom;

interface CatalogStone {
  id: string;
  Brand: string;
  Color: string;
  Thickness: string;
  Finish: string;
  'Slab Cost'?: number | null;
  client_price?: number | null;
}

interface WholesaleRow {
  brand: string;
  pricing_type: 'markup_from_cost' | 'discount_from_msrp';
  your_markup_percent: number | null;
  your_discount_percent: number | null;
  is_active: boolean;
}

interface MarkupRow {
  brand: string;
  markup_type: 'percentage' | 'fixed';
  client_markup_percent: number | null;
  fixed_markup_amount: number | null;
  minimum_margin_percent: number;
  is_active: boolean;
}

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The catalog with its slab costs, as the platform admin sees it. */
async function adminCatalog(request: APIRequestContext): Promise<CatalogStone[]> {
  const login = await apiLogin(request, 'admin');
  const response = await request.get('/api/stones?mode=material', {
    headers: { Authorization: `Bearer ${login.session.access_token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as CatalogStone[];
}

/**
 * The 3cm Polished slab of a color no other brand has (so its card and cart line are unique),
 * from the last brand in the catalog (the estimator journeys pick the first).
 */
function pickStone(stones: CatalogStone[]): CatalogStone {
  const brands = [...new Set(stones.map((stone) => stone.Brand))].sort().reverse();
  for (const brand of brands) {
    const stone = stones.find(
      (candidate) =>
        candidate.Brand === brand &&
        candidate.Thickness === '3cm' &&
        candidate.Finish === 'Polished' &&
        (candidate['Slab Cost'] ?? 0) > 0 &&
        stones.every((other) => other.Color !== candidate.Color || other.Brand === brand),
    );
    if (stone) return stone;
  }
  throw new Error('the demo catalog has a color of one brand only');
}

async function openAdminTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel', { name });
}

test.describe('admin pricing of a showroom', () => {
  test('the admin sets wholesale markup, client markup and a special price, and the showroom sees them in Material Mode', async ({
    page,
  }) => {
    const catalog = await adminCatalog(page.request);
    const stone = pickStone(catalog);
    const { Brand: brand, Color: color } = stone;
    const costCents = Math.round((stone['Slab Cost'] ?? 0) * 100);

    const admin = await apiLogin(page.request, 'admin');
    const fabricator = await apiLogin(page.request, 'fabricator');
    const showroomId = fabricator.showroom?.id ?? '';
    const headers = { Authorization: `Bearer ${admin.session.access_token}` };
    const before = {
      wholesale: (
        (await (
          await page.request.get(`/api/admin/wholesale-pricing?showroom_id=${showroomId}`, { headers })
        ).json()) as { data: WholesaleRow[] }
      ).data.find((row) => row.brand === brand),
      markup: (
        (await (
          await page.request.get(`/api/admin/client-markup?showroom_id=${showroomId}`, { headers })
        ).json()) as { data: MarkupRow[] }
      ).data.find((row) => row.brand === brand),
    };
    let ruleId: string | null = null;

    try {
      // Pricing: the fabricator's showroom pays cost + 100 % for the brand.
      await page.setViewportSize({ width: 375, height: 800 });
      await loginWithToken(page, 'admin', '/?admin=true');
      const pricing = await openAdminTab(page, 'Pricing');
      await pricing.getByLabel('Showroom').selectOption({ label: showroom });
      const markupField = pricing.getByLabel(`Wholesale markup (%) for ${brand}`);
      await expect(markupField).toBeVisible();
      await expectAccessible(page, 'the admin Pricing tab');
      await expectNoHorizontalScroll(page, 'the admin Pricing tab at 375 px');
      await tabTo(page, markupField);
      await markupField.fill('100');
      await expectShownWhile(
        pricing,
        'All pricing updated successfully',
        () => pricing.getByRole('button', { name: 'Save Changes' }).click(),
        { role: 'status' },
      );

      // Client Markup: its clients pay wholesale + 60 %.
      const markup = await openAdminTab(page, 'Client Markup');
      await markup.getByLabel('Showroom').selectOption({ label: showroom });
      const clientField = markup.getByLabel(`Client markup (%) for ${brand}`);
      await expect(clientField).toBeVisible();
      await expectAccessible(page, 'the admin Client Markup tab');
      await expectNoHorizontalScroll(page, 'the admin Client Markup tab at 375 px');
      await clientField.fill('60');
      await expectShownWhile(
        markup,
        'All client markup settings updated successfully',
        () => markup.getByRole('button', { name: 'Save Changes' }).click(),
        { role: 'status' },
      );

      // Special Pricing: 10 % off that stone, previewed against the showroom's wholesale cost.
      const special = await openAdminTab(page, 'Special Pricing');
      await special.getByRole('button', { name: 'Create Special Pricing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Special Pricing' });
      await dialog.getByLabel('Showroom').selectOption({ label: showroom });
      await dialog.getByLabel('Brand').selectOption(brand);
      await dialog.getByLabel('Color (optional)').fill(color);
      await dialog.getByLabel('Discount (%)').fill('10');
      await dialog.getByLabel('Promo code (optional)').fill('e2e-spring');
      await expect(dialog.getByLabel('Promo code (optional)')).toHaveValue('E2ESPRING');
      await dialog.getByRole('button', { name: 'Preview Pricing' }).click();
      // The preview averages the color's slabs (thicknesses, finishes) at cost + 100 %.
      const ofColor = catalog.filter((other) => other.Brand === brand && other.Color === color);
      const averageCents = Math.round(
        ofColor.reduce((sum, other) => sum + Math.round((other['Slab Cost'] ?? 0) * 100) * 2, 0) /
          ofColor.length,
      );
      const specialCostCents = averageCents - Math.round(averageCents * 0.1);
      await expect(
        dialog.getByText(`Wholesale cost ${usd(averageCents)} becomes ${usd(specialCostCents)} per slab`),
      ).toBeVisible();
      // Each real stone the rule covers, with its own cost and client price and their special figures.
      const stoneCostCents = costCents * 2;
      const stoneClientCents = Math.round(costCents * 2 * 1.6);
      const covered = dialog.getByRole('row', { name: new RegExp(`^${color} 3cm Polished `) });
      await expect(covered.getByRole('cell').first()).toHaveText(
        `${usd(stoneCostCents)} → ${usd(stoneCostCents - Math.round(stoneCostCents * 0.1))}`,
      );
      await expect(covered.getByRole('cell').nth(1)).toHaveText(
        `${usd(stoneClientCents)} → ${usd(stoneClientCents - Math.round(stoneClientCents * 0.1))}`,
      );
      await expect(dialog.getByText(/\$750\.00/)).toHaveCount(0);
      await expectAccessible(page, 'the Create Special Pricing dialog');
      const created = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/admin/special-pricing') &&
          response.request().method() === 'POST' &&
          response.request().postData()?.includes('"valid_days"') === true,
      );
      await expectShownWhile(
        // The watch starts while the dialog is open, which hides the tab from getByRole.
        page.getByRole('tabpanel', { name: 'Special Pricing', includeHidden: true }),
        'Special pricing created successfully',
        async () => {
          await dialog.getByRole('button', { name: 'Create Special Pricing' }).click();
          ruleId = ((await (await created).json()) as { data: { id: string } }).data.id;
        },
        { role: 'status' },
      );
      await expect(
        special.getByRole('row', { name: new RegExp(`${brand}.*E2ESPRING.*Active`) }),
      ).toBeVisible();
      await expectAccessible(page, 'the admin Special Pricing tab');
      await expectNoHorizontalScroll(page, 'the admin Special Pricing tab at 375 px');

      // The showroom's Material Mode: the new catalog price, and the special price in the cart.
      const clientCents = Math.round(costCents * 2 * 1.6);
      const specialCents = clientCents - Math.round(clientCents * 0.1);
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginWithToken(page, 'fabricator', '/?mode=material');
      const consultation = page.getByRole('dialog', { name: 'New Client Consultation' });
      await expect(consultation).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(consultation).toBeHidden();
      await page.getByLabel('Search stones').fill(color);
      const card = page
        .getByRole('list', { name: 'Stones' })
        .getByRole('article', { name: color, exact: true });
      // The card leads with the special price and names the regular one.
      await expect(card.getByText(/^Special price \$/)).toBeVisible();
      await expect(card.getByText(/^Regular \$/)).toBeVisible();
      await card.getByRole('button', { name: 'Select Options' }).click();
      const options = page.getByRole('dialog', { name: new RegExp(color) });
      await options.getByLabel('Thickness').selectOption('3cm');
      await options.getByLabel('Finish').selectOption('Polished');
      await expect(options.getByText(usd(clientCents))).toBeVisible();
      await expect(options.getByText(`Special price ${usd(specialCents)}`)).toBeVisible();
      await options.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.getByRole('button', { name: /^View Cart/ }).click();
      await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
      const line = page
        .getByRole('list', { name: 'Cart items' })
        .getByRole('listitem', { name: `${brand} ${color}` });
      await expect(line.getByText('Special Price')).toBeVisible();
      await expect(line.getByText(`${usd(specialCents)} / slab`)).toBeVisible();
      await expectAccessible(page, 'the cart with a special price', { exclude: [repeatedStoneCards] });
    } finally {
      // Put the showroom's prices back as they were.
      const put = async (path: string, data: object) =>
        expect((await page.request.put(path, { headers, data })).ok()).toBe(true);
      if (ruleId) {
        const deleted = await page.request.delete(`/api/admin/special-pricing?pricing_id=${ruleId}`, {
          headers,
        });
        expect(deleted.ok()).toBe(true);
      }
      if (before.wholesale) {
        const { pricing_type, your_markup_percent, your_discount_percent, is_active } = before.wholesale;
        await put('/api/admin/wholesale-pricing', {
          showroom_id: showroomId,
          brand,
          pricing_type,
          your_markup_percent,
          your_discount_percent,
          is_active,
        });
      }
      if (before.markup) {
        const { markup_type, client_markup_percent, fixed_markup_amount, minimum_margin_percent, is_active } =
          before.markup;
        await put('/api/admin/client-markup', {
          showroom_id: showroomId,
          brand,
          markup_type,
          client_markup_percent,
          fixed_markup_amount,
          minimum_margin_percent,
          is_active,
        });
      }
    }
  });
});
