import { expect, loginWithToken, test } from '../fixtures';

/** A messy seven-line paste: five lines the reader understands, a greeting and a size with one side. */
const MESSY_LIST = [
  'Hi! Please quote the Smith job',
  'Island 96 x 42 3cm leathered',
  'Perimeter 1829 x 559 mm (x2)',
  'Vanity thirty six by twenty two inches',
  'Pantry around 8 ft',
  '4in splash, 22 LF',
  'Bar 72 x 16 qty 2',
].join('\n');

test.describe('Quick Type Import', () => {
  test('says how many lines it read, lists the others with their reason, and reads a fixed line in place', async ({
    page,
  }) => {
    await loginWithToken(page, 'fabricator', '/?mode=expert');
    const cards = page.getByRole('region', { name: 'Countertop types' }).locator('section');

    await page.getByLabel('Paste a product list (optional)').fill(MESSY_LIST);
    await page.getByRole('button', { name: 'Parse with AI' }).click();

    await expect(page.getByRole('heading', { name: 'Read 5 of 7 lines' })).toBeVisible();
    const unread = page.getByRole('list', { name: 'Lines not read' }).getByRole('listitem');
    await expect(unread).toHaveCount(2);
    await expect(page.getByLabel('Line 1')).toHaveValue('Hi! Please quote the Smith job');
    await expect(unread.first()).toContainText('No piece size found');
    await expect(page.getByLabel('Line 5')).toHaveValue('Pantry around 8 ft');
    await expect(unread.nth(1)).toContainText('Only one size found (96 in)');
    // Island, perimeter, vanity, the splash cut at the slab length (two lengths) and the bar.
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole('heading', { name: 'Island' })).toBeVisible();
    await expect(
      cards.first().getByText('The list asks for a 3cm Leathered slab: choose the stone in it.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /Hi|Smith/ })).toHaveCount(0);

    await page.getByLabel('Line 5').fill('Pantry 96 x 25.5');
    await page.getByRole('button', { name: 'Re-read line 5' }).click();

    await expect(page.getByRole('heading', { name: 'Read 6 of 7 lines' })).toBeVisible();
    await expect(unread).toHaveCount(1);
    await expect(page.getByLabel('Line 5')).toHaveCount(0);
    await expect(cards).toHaveCount(7);
    const pantry = cards.last();
    await expect(pantry.getByRole('heading', { name: 'Pantry' })).toBeVisible();
    await expect(pantry.getByLabel('Piece L (inches)')).toHaveValue('96');
    await expect(pantry.getByLabel('Piece D (inches)')).toHaveValue('25.5');
    await expect(page.getByLabel('Paste a product list (optional)')).toHaveValue(/^Pantry 96 x 25\.5$/m);
  });
});
