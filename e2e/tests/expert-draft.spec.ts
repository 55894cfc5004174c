import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectShownWhile, loginWithToken, test } from '../fixtures';
import { pricedStone } from '../priced-stone';

const REPLACE_UNSAVED_WORK = 'This estimate has unsaved changes. Discard them?';

const typeCards = (page: Page) => page.getByRole('region', { name: 'Countertop types' }).locator('section');

/** A customer and two typed pieces: work that was never saved. */
async function typeAnEstimate(page: Page): Promise<void> {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  const first = typeCards(page).first();
  await first.getByLabel('Custom Name').fill('Fireplace surround');
  await first.getByLabel('Piece L (inches)').fill('60');
  await first.getByLabel('Piece D (inches)').fill('12');
  await page.getByRole('button', { name: 'Add Type' }).click();
  await typeCards(page).nth(1).getByLabel('Custom Name').fill('Hearth');
}

async function expectTheEstimate(page: Page): Promise<void> {
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
  await expect(typeCards(page)).toHaveCount(2);
  const first = typeCards(page).first();
  await expect(first.getByLabel('Custom Name')).toHaveValue('Fireplace surround');
  await expect(first.getByLabel('Piece L (inches)')).toHaveValue('60');
  await expect(first.getByLabel('Piece D (inches)')).toHaveValue('12');
  await expect(typeCards(page).nth(1).getByLabel('Custom Name')).toHaveValue('Hearth');
}

/** One island of a priced stone, read from a pasted line; returns the stone's label. */
async function pasteAnIsland(page: Page): Promise<string> {
  const stone = await pricedStone(page);
  const label = `${stone.Brand} ${stone.Type} ${stone.Color}`;
  await page.getByLabel('Paste a product list (optional)').fill(`Island in ${label} 96 x 42`);
  await expectShownWhile(page.locator('body'), /Found 1 type/, () =>
    page.getByRole('button', { name: 'Parse with AI' }).click(),
  );
  return label;
}

test.describe('Expert Mode keeps the work', () => {
  test('typed pieces and the customer are still there after a reload, which asks first', async ({ page }) => {
    await loginWithToken(page, 'fabricator', '/?mode=expert');
    await typeAnEstimate(page);

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await expectTheEstimate(page);
  });

  test("Switch Mode and the browser's Back bring the estimate back", async ({ page }) => {
    await loginWithToken(page, 'fabricator', '/?mode=expert');
    await typeAnEstimate(page);

    await page.getByRole('banner').getByRole('button', { name: 'Switch Mode' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Mode' })).toBeVisible();
    await page.getByRole('button', { name: 'Open Expert Mode' }).click();
    await expectTheEstimate(page);

    await page.getByRole('banner').getByRole('button', { name: 'Switch Mode' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Mode' })).toBeVisible();
    await page.goBack();
    await expectTheEstimate(page);
  });

  test('the pasted list comes back after a reload and Switch Mode, without a second import', async ({
    page,
  }) => {
    await loginWithToken(page, 'fabricator', '/?mode=expert');
    const label = await pasteAnIsland(page);
    const pasted = page.getByLabel('Paste a product list (optional)');
    await expect(typeCards(page)).toHaveCount(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(pasted).toHaveValue(`Island in ${label} 96 x 42`);
    await expect(typeCards(page)).toHaveCount(1);

    await page.getByRole('banner').getByRole('button', { name: 'Switch Mode' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Mode' })).toBeVisible();
    await page.getByRole('button', { name: 'Open Expert Mode' }).click();
    await expect(pasted).toHaveValue(`Island in ${label} 96 x 42`);
    // Leaving the restored field does not read the same list into the form again.
    await pasted.focus();
    await page.getByLabel('First Name').focus();
    await expect(page.getByRole('button', { name: 'Parse with AI' })).toBeEnabled();
    await expect(typeCards(page)).toHaveCount(1);
  });

  test('Order Material → Back returns to the results as they were', async ({ page }) => {
    await loginWithToken(page, 'fabricator', '/?mode=expert');
    await pasteAnIsland(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Optimized Results' })).toBeVisible();
    const grandTotal = page.getByText('Grand Total').locator('..');
    await expect(grandTotal).toContainText(/\$\d[\d,]*\.\d\d/);
    const total = await grandTotal.textContent();

    await page.getByRole('button', { name: 'Order Material' }).click();
    await expect(page).toHaveURL(/[?&]mode=material/);
    await expect(page.getByRole('dialog', { name: 'New Client Consultation' })).toBeVisible();
    await page.goBack();

    await expect(page).toHaveURL(/[?&]mode=expert/);
    await expect(page.getByRole('heading', { name: 'Optimized Results' })).toBeVisible();
    await expect(grandTotal).toHaveText(total ?? '');
    await page.getByRole('button', { name: 'Back to Edit' }).click();
    await expect(typeCards(page).first().getByLabel('Piece L (inches)')).toHaveValue('96');
  });

  test('Load Quote asks before replacing unsaved work, and a loaded quote has its results and PDF ready without Calculate', async ({
    page,
  }) => {
    await loginWithToken(page, 'fabricator', '/?mode=expert');
    await pasteAnIsland(page);
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email Address').fill(`draft-${Date.now()}@example.com`);
    const name = typeCards(page).first().getByLabel('Custom Name');
    const savedName = await name.inputValue();
    const saved = await expectShownWhile(page.locator('body'), /✓ Quote (\S+) saved/, () =>
      page.getByRole('banner').getByRole('button', { name: 'Save Quote' }).click(),
    );
    const quoteNumber = /Quote (\S+) saved/.exec(saved)?.[1] ?? '';

    await name.fill('Changed after saving');
    await page.getByRole('banner').getByRole('button', { name: 'Load Quote' }).click();
    const modal = page.getByRole('dialog', { name: 'Load Quote' });
    const row = modal.getByRole('listitem').filter({ hasText: quoteNumber });
    await expect(row).toContainText(/· 1 slab(?!s)/);

    // Cancelled: the work stays as it is.
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await row.getByRole('button', { name: `Load quote ${quoteNumber}` }).click();
    await expect.poll(() => questions).toEqual([REPLACE_UNSAVED_WORK]);
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(name).toHaveValue('Changed after saving');

    // Agreed: the quote replaces it, with its results already computed.
    await page.getByRole('banner').getByRole('button', { name: 'Load Quote' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await expectShownWhile(page.locator('body'), `✓ Quote ${quoteNumber} loaded`, () =>
      row.getByRole('button', { name: `Load quote ${quoteNumber}` }).click(),
    );
    await expect(name).toHaveValue(savedName);
    await page.getByRole('button', { name: 'View Results' }).click();
    await expect(page.getByRole('heading', { name: 'Optimized Results' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generate PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`quote-${quoteNumber}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // New Client asks too once there is unsaved work, and then starts afresh.
    await page.getByRole('button', { name: 'Back to Edit' }).click();
    await name.fill('Another change');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('banner').getByRole('button', { name: 'New Client' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(name).toHaveValue('');
  });
});
