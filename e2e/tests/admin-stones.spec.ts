import type { APIRequestContext } from '@playwright/test';
import {
  allowConsoleError,
  apiLogin,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  loginWithToken,
  tabTo,
  test,
} from '../fixtures';

/**
 * The admin's Stones tab. The stones are of a brand of their own, so no other journey's catalog,
 * prices or counts change, and the test removes them again at the end.
 */
const BRAND = 'Harbor Ridge Surfaces';
const HEADER = 'Brand,Type,Color,Thickness,Finish,Slab Height,Slab Width,Slab Cost,Fab Cost,Mark Up';

function twentyStones(): string {
  const rows = Array.from({ length: 20 }, (_, n) => {
    const thickness = n % 2 === 0 ? '3cm' : '2cm';
    return `${BRAND},${n < 10 ? 'Quartz' : 'Porcelain'},Harbor Tide ${String(n + 1).padStart(2, '0')},${thickness},Polished,63,126,"$${1000 + n * 10}.00",35,1.2`;
  });
  return [HEADER, ...rows].join('\n');
}

async function removeBrand(request: APIRequestContext): Promise<void> {
  const { session } = await apiLogin(request, 'admin');
  const headers = { authorization: `Bearer ${session.access_token}` };
  const catalog = (await (await request.get('/api/stones', { headers })).json()) as {
    id: string;
    Brand: string;
  }[];
  for (const stone of catalog.filter((row) => row.Brand === BRAND)) {
    await request.post('/api/admin/delete-stone', { headers, data: { id: stone.id } });
  }
}

test.describe('admin Stones tab', () => {
  test.afterAll(async ({ request }) => {
    await removeBrand(request);
  });

  test('the admin imports 20 stones from a CSV, finds them, and adds, edits and deletes a stone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await loginWithToken(page, 'admin', '/?admin=true');
    await page.getByRole('tab', { name: 'Stones' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Stones' });
    await expect(panel.getByText(/^\d+ of \d+ stones$/)).toBeVisible();

    // A file with a broken row is refused whole, and the row is named. Chromium logs the 400.
    allowConsoleError(page, /status of 400 .*upload-stones-csv/);
    const csvInput = panel.getByLabel('CSV File');
    await panel.getByRole('button', { name: 'Upload CSV' }).click();
    await expect(panel.getByText('Please select a CSV file')).toBeVisible();
    await csvInput.setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${HEADER}\n${BRAND},Quartz,Harbor Broken,3cm,Flamed,63,126,100,0,1.2\n`),
    });
    await panel.getByRole('button', { name: 'Upload CSV' }).click();
    await expect(panel.getByText('1 row has errors; no stones were imported.')).toBeVisible();
    const problems = panel.getByRole('table', { name: 'Rows of the CSV file with errors' });
    await expect(problems.getByRole('row').nth(1)).toHaveText(
      /2\s*Finish\s*Must be one of Polished, Honed, Leathered/,
    );
    await expectAccessible(page, 'the Stones tab with CSV row errors');

    await csvInput.setInputFiles({
      name: 'harbor.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(twentyStones()),
    });
    await panel.getByRole('button', { name: 'Upload CSV' }).click();
    await expect(panel.getByText('Imported 20 stones (20 added, 0 updated, 0 unchanged).')).toBeVisible();

    // Found by search, typed from the keyboard.
    const search = panel.getByLabel('Search stones');
    await tabTo(page, search);
    await page.keyboard.type('harbor tide');
    await expect(panel.getByText(/^20 of \d+ stones$/)).toBeVisible();
    const table = panel.getByRole('table', { name: 'Stones, sortable by column' });
    await expect(table.getByRole('row', { name: /Harbor Tide 07/ })).toBeVisible();

    // Filters cross-filter: with the brand chosen, only its two types are offered.
    await panel.getByRole('button', { name: 'Filters' }).click();
    await panel.getByLabel('Brand', { exact: true }).selectOption(BRAND);
    await expect(panel.getByLabel('Type', { exact: true }).locator('option')).toHaveText([
      'All',
      'Porcelain',
      'Quartz',
    ]);
    await panel.getByLabel('Thickness', { exact: true }).selectOption('2cm');
    await expect(panel.getByText(/^10 of \d+ stones$/)).toBeVisible();
    await panel.getByLabel('Sort by').selectOption({ label: 'Price Low-High' });
    await expect(table.getByRole('row').nth(1)).toContainText('Harbor Tide 02');
    await table.getByRole('button', { name: 'Slab Cost' }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('Harbor Tide 20');
    await expectAccessible(page, 'the Stones tab with filters open');
    await expectNoHorizontalScroll(page, 'the Stones tab at 375 px');
    await panel.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search).toHaveValue('');

    // Add a stone: the required fields first.
    await panel.getByRole('button', { name: 'Add Stone' }).click();
    const form = page.getByRole('dialog', { name: 'Add Stone' });
    await form.getByRole('button', { name: 'Add Stone' }).click();
    await expect(form.getByText('Please fill in all required fields')).toBeVisible();
    await form.getByLabel('Brand').fill(BRAND);
    await form.getByLabel('Type').fill('Quartz');
    await form.getByLabel('Color').fill('Harbor Lantern');
    await form.getByLabel('Finish').selectOption('Honed');
    await form.getByLabel('Slab Cost ($)').fill('1875');
    await expectAccessible(page, 'the Add Stone form');
    await form.getByRole('button', { name: 'Add Stone' }).click();
    await expect(form).toBeHidden();
    await expect(panel.getByText(`${BRAND} Harbor Lantern added`)).toBeVisible();

    await search.fill('lantern');
    const row = table.getByRole('row', { name: /Harbor Lantern/ });
    await expect(row).toContainText('$1,875.00');
    await expect(row).toContainText('Honed');

    // Edit it.
    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Stone' });
    await expect(edit.getByLabel('Color')).toHaveValue('Harbor Lantern');
    await edit.getByLabel('Slab Cost ($)').fill('1990.5');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('$1,990.50');

    // Delete it, after the confirmation.
    await row.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Stone' });
    await expect(confirm).toContainText('Are you sure you want to delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByText(`${BRAND} Harbor Lantern 3cm Honed deleted`)).toBeVisible();
    await expect(panel.getByText('No stones found')).toBeVisible();
  });
});
