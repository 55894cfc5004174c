import type { APIRequestContext } from '@playwright/test';
import {
  allowConsoleError,
  apiLogin,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  expectShownWhile,
  tabTo,
  test,
} from '../fixtures';
import { openBackOfficePanel } from './support/back-office';

/**
 * The admin's Stones tab. The stones are of a brand of their own, so no other journey's catalog,
 * prices or counts change, and the test removes them again at the end.
 */
const BRAND = 'Harbor Ridge Surfaces';
const HEADER = 'Brand,Type,Color,Thickness,Finish,Slab Height,Slab Width,Slab Cost,Fab Cost,Mark Up';

/** The first stone names a photo on this host, which the server must not fetch (SSRF). */
const LOOPBACK_PHOTO = 'http://127.0.0.1/harbor-tide.png';

function twentyStones(): string {
  const rows = Array.from({ length: 20 }, (_, n) => {
    const thickness = n % 2 === 0 ? '3cm' : '2cm';
    return `${BRAND},${n < 10 ? 'Quartz' : 'Porcelain'},Harbor Tide ${String(n + 1).padStart(2, '0')},${thickness},Polished,63,126,"$${1000 + n * 10}.00",35,1.2,${n === 0 ? LOOPBACK_PHOTO : ''}`;
  });
  return [`${HEADER},Image URL`, ...rows].join('\n');
}

/** A 2 × 2 PNG photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWPoAAMGCAUALK4GYSSeFPoAAAAASUVORK5CYII=',
  'base64',
);

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
    const panel = await openBackOfficePanel(page, 'admin', 'Stones');
    // The watch starts while a dialog is open, which hides the rest of the page from getByRole.
    const panelBehindDialog = page.getByRole('tabpanel', { name: 'Stones', includeHidden: true });
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
    await expect(
      panel.getByText('Imported 20 stones (20 added, 0 updated, 0 unchanged). 0 photos added.'),
    ).toBeVisible();
    // The photo it would not fetch is named with its row and reason; the stone was imported.
    await expect(
      panel.getByText('1 photo could not be added; its stone was imported without a photo:'),
    ).toBeVisible();
    await expect(
      panel
        .getByRole('table', { name: 'Photos of the CSV file that were not added' })
        .getByRole('row')
        .nth(1),
    ).toHaveText(new RegExp(`2\\s*${LOOPBACK_PHOTO}\\s*127\\.0\\.0\\.1 is not a public internet address`));

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
    // A photo: a GIF is named and refused before anything is sent, a PNG goes with the stone.
    const photo = form.getByLabel('Photo (optional)');
    await photo.setInputFiles({ name: 'lantern.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(
      form.getByText('lantern.gif: Invalid file format. Please use PNG, JPG or WebP.'),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Add Stone' }).click();
    await expect(form.getByRole('alert').first()).toHaveText(
      'lantern.gif: Invalid file format. Please use PNG, JPG or WebP.',
    );
    await photo.setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByText(/Invalid file format/)).toHaveCount(0);
    await expectAccessible(page, 'the Add Stone form');
    await expectShownWhile(panelBehindDialog, `${BRAND} Harbor Lantern added with its photo`, () =>
      form.getByRole('button', { name: 'Add Stone' }).click(),
    );
    await expect(form).toBeHidden();
    const { session } = await apiLogin(page.request, 'admin');
    const added = (
      (await (
        await page.request.get('/api/stones', {
          headers: { authorization: `Bearer ${session.access_token}` },
        })
      ).json()) as { Color: string; has_image?: boolean }[]
    ).find((stone) => stone.Color === 'Harbor Lantern');
    expect(added?.has_image).toBe(true);

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
    await expectShownWhile(panelBehindDialog, `${BRAND} Harbor Lantern 3cm Honed deleted`, () =>
      confirm.getByRole('button', { name: 'Delete' }).click(),
    );
    await expect(panel.getByText('No stones found')).toBeVisible();
  });
});
