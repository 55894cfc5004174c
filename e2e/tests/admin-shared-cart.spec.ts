import {
  allowConsoleError,
  apiLogin,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  expectShownWhile,
  loginWithToken,
  tabTo,
  test,
  waitForMail,
} from '../fixtures';
import { openBackOfficePanel, openBackOfficeTab } from './support/back-office';

type CatalogStone = {
  id: string;
  Brand: string;
  Color: string;
  Thickness: string;
  Finish: string;
  client_price: number | null;
  'Slab Width': number;
  'Slab Height': number;
};

/**
 * The admin's Create Shared Cart screen (spec 03 sections 2, 5 and 8): picks stones, sends the cart
 * to the demo showroom, whose owner finds the link in the mail and claims it. Each run makes its
 * own cart, so it changes nothing another journey reads.
 */
test.describe('admin Create Shared Cart', () => {
  test('the admin sends a cart to a showroom, the link arrives by mail and the owner claims it', async ({
    page,
  }) => {
    // A priced stone, named by brand, color, thickness and finish as the picker's Add button is.
    const owner = await apiLogin(page.request, 'owner');
    const catalog = await page.request.get('/api/stones?mode=material', {
      headers: { Authorization: `Bearer ${owner.session.access_token}` },
    });
    const stones = (await catalog.json()) as CatalogStone[];
    const stone = stones.find(
      (candidate) =>
        (candidate.client_price ?? 0) > 0 &&
        stones.filter(
          (other) =>
            other.Brand === candidate.Brand &&
            other.Color === candidate.Color &&
            other.Thickness === candidate.Thickness &&
            other.Finish === candidate.Finish,
        ).length === 1,
    ) as CatalogStone;
    expect(stone).toBeDefined();
    const name = `${stone.Brand} ${stone.Color} ${stone.Thickness} ${stone.Finish}`;

    const panel = await openBackOfficePanel(page, 'admin', 'Create Shared Cart');
    await expect(panel.getByText('No stones in the cart yet. Add stones from the list.')).toBeVisible();
    await expectAccessible(page, 'the admin Create Shared Cart screen');

    // The send checks come in the spec's order.
    const send = panel.getByRole('button', { name: 'Send to Showroom' });
    await send.click();
    await expect(panel.getByRole('alert')).toHaveText('Please select a showroom');
    await panel.getByLabel('Showroom').selectOption({ label: 'Demo Stone Gallery' });
    await send.click();
    await expect(panel.getByRole('alert')).toHaveText('Please add at least one stone to the cart');

    // Adding the same stone twice raises its slabs by 1; typed slabs replace them. The cart asks in
    // whole slabs, as the claimed cart holds them, and shows their square feet.
    await panel.getByLabel('Search stones').fill(stone.Color);
    const add = panel.getByRole('button', { name: `Add ${name}` });
    await add.click();
    await add.click();
    const quantity = panel.getByLabel(`Slabs of ${name}`);
    await expect(quantity).toHaveValue('2');
    await quantity.fill('2.5');
    const slabSquareFeet = (stone['Slab Width'] * stone['Slab Height']) / 144;
    // Three slabs' square feet to two decimals, rounded down (so the claim reads back 3 slabs).
    const squareFeet = Math.floor(Number((3 * slabSquareFeet * 100).toPrecision(12))) / 100;
    await panel.getByLabel('Context notes').fill('For the Rivera remodel, as discussed on the phone.');
    await send.click();
    await expect(panel.getByRole('alert')).toHaveText(
      `Slabs of ${name} must be a whole number from 1 to 999`,
    );
    await panel.getByLabel('Context notes').fill('');
    await quantity.fill('3');
    await expect(panel.getByText(`= ${squareFeet} sq ft`, { exact: false })).toBeVisible();
    await panel.getByLabel(`Notes for ${name}`).fill('Kitchen island');
    await send.click();
    await expect(panel.getByRole('alert')).toHaveText('Please add context notes for the showroom');

    await panel.getByLabel('Contact name').fill('Olivia Grant');
    await panel.getByLabel('Customer reference').fill('E2E-ADMIN-CART');
    await panel.getByLabel('Context notes').fill('For the Rivera remodel, as discussed on the phone.');
    const since = new Date();
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const status = panel.getByRole('status');
    await expect(status).toContainText('Cart sent successfully!');
    // The form is cleared for the next cart.
    await expect(panel.getByText('No stones in the cart yet. Add stones from the list.')).toBeVisible();
    await expect(panel.getByLabel('Context notes')).toHaveValue('');
    const shown = /\/shared-cart\/[A-Za-z0-9_-]+/.exec((await status.textContent()) ?? '')?.[0] ?? '';
    expect(shown).not.toBe('');

    const mail = await waitForMail(page.request, {
      to: 'owner@stonetool.test',
      since,
      subject: /A shared cart for E2E-ADMIN-CART/,
    });
    expect(mail.text).toContain('Hello Olivia Grant,');
    expect(mail.text).toContain(`: ${squareFeet} sq ft (Kitchen island)`);
    const link = /\/shared-cart\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';
    expect(link).toBe(shown);

    // The owner opens the mailed link and claims the cart into Material Mode.
    await loginWithToken(page, 'owner', link);
    await expect(page.getByText('For the Rivera remodel, as discussed on the phone.')).toBeVisible();
    // The link page shows the same 3 whole slabs the claim puts in the cart.
    await expect(page.getByText(/^Claimed as 3 whole slabs \(/)).toBeVisible();
    // Toasts (8 s): each watched for from before the claim.
    await expectShownWhile(page.locator('body'), 'Claimed cart loaded with 1 items', () =>
      expectShownWhile(page.locator('body'), 'Cart successfully claimed!', () =>
        page.getByRole('button', { name: 'Claim Cart & Start Order' }).click(),
      ),
    );
    await expect(page).toHaveURL(/[?&]mode=material/);
  });

  test('the screen fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openBackOfficeTab(page, 'admin', 'Create Shared Cart');
    await expect(page.getByRole('button', { name: 'Send to Showroom' })).toBeVisible();
    await expectNoHorizontalScroll(page, 'the admin Create Shared Cart screen at 375 px');
    await expectAccessible(page, 'the admin Create Shared Cart screen at 375 px');
  });

  test('says the stones could not be loaded, and loads them on Try Again', async ({ page }) => {
    allowConsoleError(page, /503/);
    let failing = true;
    await page.route('**/api/stones?mode=material', async (route) => {
      if (failing) return route.fulfill({ status: 503, json: { error: 'Service unavailable' } });
      return route.continue();
    });
    const panel = await openBackOfficePanel(page, 'admin', 'Create Shared Cart');
    // The query retries three times with back-off before it gives up.
    await expect(panel.getByText('Failed to load data')).toBeVisible();
    failing = false;
    await panel.getByRole('button', { name: 'Try Again' }).click();
    await expect(panel.getByRole('button', { name: 'Send to Showroom' })).toBeVisible();
  });
});
