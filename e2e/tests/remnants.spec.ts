import { apiLogin, expect, expectShownWhile, loginWithToken, test } from '../fixtures';
import { pricedStone, stonePiece } from '../priced-stone';

interface ListedRemnant {
  id: string;
  source_quote_id: string | null;
  reserved_for: { quote_number: string } | null;
}

/**
 * The remnant path of issue 25 end to end (decisions 118, 123 and 128): the demo fabricator keeps
 * the offcuts of one job's slab from its layout; the next job, estimated with Use Remnants First,
 * is laid out on one of those offcuts; its client accepts it through the shared link, and the
 * fabricator's remnants then say which quote the offcut is reserved for.
 */
test.describe('remnants kept and used first', () => {
  test('offcuts kept from one job are used first by the next, and reserved once its client accepts', async ({
    page,
    browser,
  }) => {
    // Two people's steps (fabricator and client) and two estimates: twice the usual limit, which a
    // loaded machine needs; a passing run ends as soon as it is done.
    test.slow();
    const stone = await pricedStone(page);
    const fabricator = await apiLogin(page.request, 'fabricator');
    const headers = { Authorization: `Bearer ${fabricator.session.access_token}` };
    const piece = (customName: string, width: number, depth: number) =>
      stonePiece(stone, customName, width, depth);
    const save = async (name: string, products: object[], settings: object) => {
      const response = await page.request.post('/api/quotes/save', {
        headers,
        data: {
          customer_data: {
            first_name: 'Rene',
            last_name: 'Offcut',
            email: `remnant-client-${Date.now()}@example.test`,
          },
          quote_data: { name, products, settings: { breakageBuffer: 0, ...settings } },
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: { id: string; quote_number: string } }).data;
    };
    /** Loads a saved quote in the estimator; `check` runs on its form, then it is calculated. */
    const load = async (quoteNumber: string, check?: () => Promise<void>) => {
      await page.getByRole('banner').getByRole('button', { name: 'Load Quote' }).click();
      await expectShownWhile(page.locator('body'), `✓ Quote ${quoteNumber} loaded`, () =>
        page
          .getByRole('dialog', { name: 'Load Quote' })
          .getByRole('button', { name: `Load quote ${quoteNumber}` })
          .click(),
      );
      await check?.();
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    };

    // The first job: a run across most of one slab, which leaves a strip above it worth keeping.
    const first = await save('Long run', [piece('Long run', stone['Slab Width'] - 10, 25.5)], {});
    await loginWithToken(page, 'fabricator', '/?mode=expert');
    await load(first.quote_number);
    const keep = page.getByRole('form', { name: 'Keep offcuts' });
    await keep.getByRole('button', { name: 'Keep Offcuts' }).click();
    await expect(keep.getByRole('status')).toContainText(
      new RegExp(`^Kept \\d+ remnants? from the slabs of quote ${first.quote_number}: `),
    );
    const listed = await page.request.get('/api/remnants', { headers });
    const offcuts = ((await listed.json()) as { data: ListedRemnant[] }).data.filter(
      (r) => r.source_quote_id === first.id,
    );
    expect(offcuts.length).toBeGreaterThan(0);

    // The next job: a desk larger than any remnant on the demo racks, smaller than the strip kept.
    const second = await save('Desk', [piece('Desk', 70, 34)], { useRemnantsFirst: true });
    await load(second.quote_number, () =>
      expect(page.getByRole('checkbox', { name: 'Use Remnants First' })).toBeChecked(),
    );
    const card = page.getByRole('region', { name: 'Remnants First' });
    await expect(card.getByText(/^Desk, piece 1 \(/)).toBeVisible();
    const onRemnant = card.getByText(/^Remnant [0-9a-f]{8}/);
    await expect(onRemnant).toHaveCount(1);
    const named = ((await onRemnant.textContent()) ?? '').slice(0, 'Remnant 01234567'.length);
    expect(offcuts.map((r) => `Remnant ${r.id.slice(0, 8)}`)).toContain(named);

    // Shared from the results; the client opens the link, sees the remnant, and accepts.
    await page.getByRole('button', { name: 'Share with Client' }).click();
    const share = page.getByRole('dialog', { name: 'Share with Client' });
    await share.getByRole('button', { name: 'Create Link' }).click();
    const url = await share.getByRole('textbox', { name: 'Review link' }).inputValue();
    const token = /\/q\/([A-Za-z0-9_-]+)$/.exec(url)?.[1] ?? '';
    await share.getByRole('button', { name: 'Close' }).click();

    const visit = await browser.newContext();
    const client = await visit.newPage();
    await client.goto(`/q/${token}`);
    await expect(client.getByRole('heading', { name: `Quote ${second.quote_number}` })).toBeVisible();
    await expect(client.getByRole('heading', { name: 'Pieces cut from remnants' })).toBeVisible();
    await expect(
      client.getByText(/^Cut from a remnant \(stone left over from an earlier job\)/),
    ).toBeVisible();
    await client.getByRole('textbox', { name: 'Your full name' }).fill('Rene Offcut');
    await client.getByRole('checkbox', { name: /I have reviewed this quote/ }).check();
    await client.getByRole('button', { name: 'Accept Quote' }).click();
    await expect(client.getByText(/Accepted by Rene Offcut on/)).toBeVisible();
    await visit.close();

    // The fabricator's remnants now say which quote the offcut is reserved for.
    await page.reload();
    const remnants = page.getByRole('list', { name: 'Remnants kept' });
    const reserved = remnants
      .getByRole('listitem')
      .filter({ hasText: `Reserved for quote ${second.quote_number}` });
    await expect(reserved).toHaveCount(1);
    await expect(reserved).toContainText(`Offcut of quote ${first.quote_number}`);

    // The offcuts go again, so the other journeys read the demo racks as seeded.
    for (const offcut of offcuts) {
      const gone = await page.request.delete(`/api/remnants/${offcut.id}?release_reservation=true`, {
        headers,
      });
      expect(gone.ok(), await gone.text()).toBe(true);
    }
  });
});
