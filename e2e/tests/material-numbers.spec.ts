import { expect, loginAs, test } from '../fixtures';

/**
 * Issue 20, "quantities are whole numbers": in the Material cart a typed quantity or discount that
 * is not a whole number is refused on its field, never read as the digits it contains, and a
 * discount counts in the totals only once approved.
 */

test.describe('Material cart numbers', () => {
  test('a salesperson typing 2.5, 1000 or -3 slabs and an 8.5 % discount is told so, and nothing else is ordered', async ({
    page,
  }) => {
    await loginAs(page, 'salesperson');
    const consultation = page.getByRole('dialog', { name: 'New Client Consultation' });
    await expect(consultation).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(consultation).toBeHidden();

    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByLabel('Brand').selectOption('Arizona Tile');
    await filters.getByLabel('Type').selectOption('Marble');
    await page
      .getByRole('list', { name: 'Stones' })
      .getByRole('article', { name: 'Statuario', exact: true })
      .getByRole('button', { name: 'Select Options' })
      .click();
    const options = page.getByRole('dialog', { name: /Statuario/ });
    await expect(options.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await options.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(options).toBeHidden();
    await page.getByRole('button', { name: /^View Cart/ }).click();

    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', {
      name: 'Arizona Tile Statuario',
    });
    const total = page.getByRole('region', { name: 'Cart total' });
    const onePrice = (await total.getByText(/^Material subtotal:/).textContent()) ?? '';
    const quantity = line.getByLabel('Quantity (slabs)');

    for (const typed of ['2.5', '1000', '-3']) {
      await quantity.fill(typed);
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect(line.getByText('Quantity must be a whole number from 1 to 999')).toBeVisible();
      // The cart keeps the slab it had while the entry is refused: not 25, 100 or 3.
      await expect(total.getByText(/^Material subtotal:/)).toHaveText(onePrice);
      await quantity.blur();
      await expect(quantity).toHaveValue('1');
      await expect(
        line.getByText(`"${typed}" is not a whole number from 1 to 999; the quantity stays 1.`),
      ).toBeVisible();
    }
    await expect(page.getByText('1 item · 1 slabs')).toBeVisible();
    await quantity.fill('2');
    await quantity.blur();
    await expect(quantity).toHaveValue('2');
    await expect(line.getByText(/is not a whole number/)).toBeHidden();

    // A discount of 8.5 is refused at once; it is never 85 %, and nothing is taken off.
    await line.getByRole('checkbox', { name: 'Apply discount' }).check();
    const discount = line.getByLabel('Discount (%)');
    await discount.fill('8.5');
    await expect(discount).toHaveValue('8.5');
    await expect(line.getByText('Discount must be a whole number from 0 to 50 percent.')).toBeVisible();
    await expect(page.getByText(/85\s?%/)).toHaveCount(0);
    await expect(line.getByText('Validating discount...')).toBeHidden();
    await expect(total.getByText(/^Savings/)).toHaveCount(0);

    // 20 % is over the salesperson's 10 % limit: not in the totals until a manager approves it.
    await discount.fill('20');
    await expect(line.getByText('Manager approval required', { exact: true })).toBeVisible();
    await expect(total.getByText(/^Savings/)).toHaveCount(0);
    await line.getByRole('button', { name: 'Manager Override' }).click();
    const override = page.getByRole('dialog', { name: 'Manager Override' });
    await override.getByLabel('Manager Password or PIN').fill('2468');
    await override.getByRole('button', { name: 'Approve Discount' }).click();
    await expect(override).toBeHidden();
    await expect(line.getByText('Discount approved', { exact: true })).toBeVisible();
    await expect(total.getByText(/^Savings: −\$[\d,]+\.\d{2}$/)).toBeVisible();
  });
});
