import {
  apiLogin,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  repeatedStoneCards,
  test,
} from '../fixtures';
import { openBackOfficePanel } from './support/back-office';

type CatalogStone = { Brand: string; Color: string; client_price: number | null };

/** The admin's read-only Catalog tab: the demo showroom's catalog as its owner's Material Mode has it. */
test.describe('admin Catalog', () => {
  test("the admin sees a showroom's catalog with its prices, read-only", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const owner = await apiLogin(page.request, 'owner');
    const response = await page.request.get('/api/stones?mode=material', {
      headers: { Authorization: `Bearer ${owner.session.access_token}` },
    });
    const stones = (await response.json()) as CatalogStone[];
    const priced = stones.find((stone) => (stone.client_price ?? 0) > 0) as CatalogStone;
    const variants = stones.filter((stone) => stone.Brand === priced.Brand && stone.Color === priced.Color);
    const prices = variants.map((stone) => stone.client_price ?? 0).filter((price) => price > 0);
    const usd = (dollars: number) =>
      dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

    const panel = await openBackOfficePanel(page, 'admin', 'Catalog', { exact: true });
    await expect(panel.getByText('Choose a showroom to see its catalog and prices.')).toBeVisible();
    await panel.getByLabel('Showroom').selectOption({ label: 'Demo Stone Gallery' });
    await expect(panel.getByText(new RegExp(`^${stones.length} stones in \\d+ colors$`))).toBeVisible();
    await expectAccessible(page, 'the admin Catalog tab', { exclude: [repeatedStoneCards] });
    await expectNoHorizontalScroll(page, 'the admin Catalog tab at 375 px');

    await panel.getByLabel('Search stones').fill(priced.Color);
    const card = panel
      .getByRole('article', { name: priced.Color, exact: true })
      .filter({ hasText: priced.Brand });
    await expect(card).toContainText(usd(Math.min(...prices)));
    await expect(panel.getByRole('button', { name: 'Select Options' })).toHaveCount(0);
  });
});
