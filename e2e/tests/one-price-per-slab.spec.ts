import { apiLogin, expect, expectShownWhile, loginWithToken, test } from '../fixtures';
import { pricedStone } from '../priced-stone';

type CatalogRow = {
  Brand: string;
  Color: string;
  wholesale_price_to_showroom?: number | null;
  client_price: number | null;
};

const usd = (dollars: number) =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

test.describe('One price per slab (issue 20)', () => {
  test("the estimate's cost per slab is what the cart names as the cost, and the cart says why its price differs", async ({
    page,
  }) => {
    const stone = await pricedStone(page);
    const login = await apiLogin(page.request, 'fabricator');
    const listed = await page.request.get('/api/stones?mode=material', {
      headers: { Authorization: `Bearer ${login.session.access_token}` },
    });
    expect(listed.ok()).toBe(true);
    const rows = ((await listed.json()) as CatalogRow[]).filter(
      (row) => row.Brand === stone.Brand && row.Color === stone.Color,
    );

    await loginWithToken(page, 'fabricator', '/?mode=expert');
    const label = `${stone.Brand} ${stone.Type} ${stone.Color}`;
    await page.getByLabel('Paste a product list (optional)').fill(`Island in ${label} 96 x 42`);
    await expectShownWhile(page.locator('body'), /Found 1 type/, () =>
      page.getByRole('button', { name: 'Parse with AI' }).click(),
    );
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Optimized Results' })).toBeVisible();

    const costRow = page.getByText('Your cost per slab', { exact: true }).locator('..');
    await expect(costRow).toContainText(/\$\d[\d,]*\.\d\d/);
    const cost = /\$\d[\d,]*\.\d\d/.exec((await costRow.textContent()) ?? '')?.[0] ?? '';
    // The estimate's slab is the business's wholesale price of the catalogue row, not its slab cost.
    const row = rows.find((candidate) => usd(candidate.wholesale_price_to_showroom ?? 0) === cost);
    expect(row, `a ${label} row costs the business ${cost}`).toBeDefined();

    await page.getByRole('button', { name: 'Order Material' }).click();
    await expect(page).toHaveURL(/[?&]mode=material/);
    await expect(page.getByRole('dialog', { name: 'New Client Consultation' })).toBeVisible();
    await page.keyboard.press('Escape');
    const line = page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem', { name: `${stone.Brand} ${stone.Color}` });
    await expect(line).toContainText(
      `From your estimate, which priced this slab at ${cost}, what it costs you.`,
    );
    await expect(line).toContainText(
      'The price here is the client price: your cost plus your client mark-up (Pricing & Margins). Delivery and sales tax are added at checkout.',
    );
    await expect(line).toContainText(`${usd(row?.client_price ?? 0)} / slab`);
  });
});
