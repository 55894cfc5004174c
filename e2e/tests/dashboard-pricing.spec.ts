import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  expectShownWhile,
  loginWithToken,
  repeatedStoneCards,
  tabTo,
  test,
} from '../fixtures';

/** Pricing & Margins (spec 03 sections 2, 4, 5 and 8) and its effect on Material Mode's catalog. */

const brand = 'Caesarstone';

interface BrandEntry {
  brand: string;
  pricing_strategy: string;
  client_markup_percent: number | null;
  discount_from_msrp_percent: number | null;
  minimum_margin_percent: number;
  markup_type: string;
  fixed_markup_amount: number | null;
}

interface CatalogStone {
  Brand: string;
  Color: string;
  client_price: number | null;
  special_pricing?: { special_price: number };
}

interface Promotion {
  brand: string;
  color: string | null;
  thickness: string | null;
  finish: string | null;
  special_discount_percent: number;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** A colour's price as its catalog card shows it: one price or "min – max". */
function cardPrice(stones: CatalogStone[], color: string): string {
  const prices = stones
    .filter((stone) => stone.Brand === brand && stone.Color === color && stone.client_price)
    .map((stone) => stone.client_price as number);
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  return min === max ? usd.format(min) : `${usd.format(min)} – ${usd.format(max)}`;
}

async function catalog(request: APIRequestContext, token: string): Promise<CatalogStone[]> {
  const response = await request.get('/api/stones?mode=material', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as CatalogStone[];
}

async function brandEntry(request: APIRequestContext, token: string): Promise<BrandEntry> {
  const response = await request.get('/api/showroom/pricing', {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: BrandEntry[] };
  const found = body.data.find((entry) => entry.brand === brand);
  if (!found) throw new Error(`${brand} is not priced for the demo showroom`);
  return found;
}

async function openMaterialCatalog(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Back to Catalog' }).click();
  await expect(page).toHaveURL(/[?&]mode=material/);
  const consultation = page.getByRole('dialog', { name: 'New Client Consultation' });
  await expect(consultation.or(page.getByRole('heading', { name: 'Stone Catalog' })).first()).toBeVisible();
  if (await consultation.isVisible()) await page.keyboard.press('Escape');
  await page.getByRole('region', { name: 'Filters' }).getByLabel('Brand').selectOption(brand);
}

test.describe('Pricing & Margins', () => {
  test('the tab shows the spec’s rules: new brands, a locked strategy, no MSRP data and the fixed-amount message', async ({
    page,
  }) => {
    const login = await loginWithToken(page, 'owner', '/?dashboard=true');
    const panel = page.getByRole('tabpanel', { name: 'Pricing & Margins' });

    // The promotions the platform runs for the showroom now, as the catalog and checkout apply them.
    const promotions = (
      (await (
        await page.request.get('/api/showroom/promotions', {
          headers: { authorization: `Bearer ${login.session.access_token}` },
        })
      ).json()) as { promotions: Promotion[] }
    ).promotions;
    const promotionsRegion = panel.getByRole('region', { name: 'Active Promotions' });
    if (promotions.length === 0) {
      await expect(promotionsRegion.getByText(/^No promotions are running for your showroom/)).toBeVisible();
    }
    for (const promotion of promotions) {
      const covered = [promotion.brand, promotion.color, promotion.thickness, promotion.finish].filter(
        Boolean,
      );
      const name = covered.length === 1 ? `${promotion.brand}, every color` : covered.join(' ');
      await expect(
        promotionsRegion.getByText(`${name}: ${promotion.special_discount_percent}% off`),
      ).toBeVisible();
    }

    // Polycor and Levantina were never saved by the demo owner.
    await expect(panel.getByText('Stone Catalog Loaded')).toBeVisible();
    await expect(panel.getByText(/2 new brands are ready to price: .*Polycor/)).toBeVisible();

    // Dekton is sold to the showroom as a discount from MSRP: both strategy options are locked.
    const dekton = panel.getByRole('region', { name: 'Dekton' });
    await expect(dekton.getByRole('radio', { name: 'Markup from cost' })).toBeDisabled();
    await expect(dekton.getByRole('radio', { name: 'Discount from MSRP' })).toBeDisabled();
    await expect(dekton.getByRole('radio', { name: 'MSRP Discount' })).toBeChecked();

    // A natural stone house publishes no MSRP.
    const polycor = panel.getByRole('region', { name: 'Polycor' });
    await expect(polycor.getByText('(No MSRP data)')).toBeVisible();
    await expect(polycor.getByRole('radio', { name: /Discount from MSRP/ })).toBeDisabled();

    // A fixed markup needs an amount; nothing is sent until it has one.
    await polycor.getByRole('radio', { name: 'Fixed amount' }).check();
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Must enter a $ amount for Polycor when using fixed pricing',
    );
    await expectAccessible(page, 'the Pricing & Margins tab with a message');
  });

  test('the owner sets a 30 % markup on a brand with the keyboard at 375 px and Material Mode prices with it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const login = await loginWithToken(page, 'owner', '/?dashboard=true');
    const token = login.session.access_token;
    const original = await brandEntry(page.request, token);
    const before = await catalog(page.request, token);
    // A colour no promotion covers, so its card shows the regular price.
    const color = before.find(
      (stone) =>
        stone.Brand === brand &&
        stone.client_price &&
        !before.some((other) => other.Color === stone.Color && other.special_pricing),
    )?.Color;
    if (!color) throw new Error(`no priced ${brand} stone in the demo catalog`);

    try {
      const panel = page.getByRole('tabpanel', { name: 'Pricing & Margins' });
      const card = panel.getByRole('region', { name: brand });
      await expect(card).toBeVisible();
      await expectAccessible(page, 'the Pricing & Margins tab');
      await expectNoHorizontalScroll(page, 'the Pricing & Margins tab at 375 px');

      // The preview follows the input at once: the sample price is the sample cost + 30 %.
      const markup = card.getByLabel('Markup (%)');
      await tabTo(page, markup, 200);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('30');
      await expect(markup).toHaveValue('30');
      const sample = (await card.getByText(/Based on a sample wholesale cost of/).textContent()) ?? '';
      const sampleCost = Number(/\$([\d,]+\.\d\d)/.exec(sample)?.[1]?.replace(/,/g, ''));
      await expect(card.getByRole('definition').first()).toHaveText(
        usd.format(Math.round(sampleCost * 130) / 100),
      );

      // Fixed clears the percent; back to percentage and 30 again.
      await card.getByRole('radio', { name: 'Fixed amount' }).check();
      await expect(card.getByLabel('Fixed markup ($ per slab)')).toHaveValue('');
      await card.getByRole('radio', { name: 'Percentage' }).check();
      await expect(card.getByLabel('Markup (%)')).toHaveValue('');
      await card.getByLabel('Markup (%)').fill('30');

      const save = panel.getByRole('button', { name: 'Save Changes' });
      await tabTo(page, save, 400);
      await expectShownWhile(panel, 'All pricing updated successfully', () => page.keyboard.press('Enter'));

      // Preview hides the inputs.
      await panel.getByRole('button', { name: 'Preview' }).click();
      await expect(card.getByLabel('Markup (%)')).toHaveCount(0);
      await expect(card.getByText(/30% markup/)).toBeVisible();

      const after = await catalog(page.request, token);
      const expected = cardPrice(after, color);
      expect(expected).not.toBe(cardPrice(before, color));

      await openMaterialCatalog(page);
      const stoneCard = page
        .getByRole('list', { name: 'Stones' })
        .getByRole('article', { name: color, exact: true })
        .filter({ hasText: brand });
      await expect(stoneCard.getByText(expected, { exact: true })).toBeVisible();
      await expectAccessible(page, 'Material Mode after a pricing change', { exclude: [repeatedStoneCards] });
    } finally {
      const { brand: name, ...terms } = original;
      await page.request.put('/api/showroom/pricing', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          brand: name,
          pricing_strategy: terms.pricing_strategy,
          client_markup_percent: terms.client_markup_percent,
          discount_from_msrp_percent: terms.discount_from_msrp_percent,
          minimum_margin_percent: terms.minimum_margin_percent,
          markup_type: terms.markup_type,
          fixed_markup_amount: terms.fixed_markup_amount,
        },
      });
    }
  });
});
