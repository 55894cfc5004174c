import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { stone } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';
import { StonesTab } from './stones-tab';

/** 60 stones, 'Tone 01' to 'Tone 60', the later ones dearer; the last ten of another brand. */
const STONES = Array.from({ length: 60 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return stone({
    id: `stone-${number}`,
    stone_id: `stone-${number}`,
    Brand: index < 50 ? 'Caesarstone' : 'Silestone',
    Color: `Tone ${number}`,
    'Slab Cost': 1000 + index * 10,
  });
});

function renderTab() {
  fakeFetch({ 'GET /api/stones': { json: STONES } });
  return renderSignedIn(<StonesTab />);
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the admin Stones tab', () => {
  it('pages the list fifty stones at a time', async () => {
    const { user } = renderTab();
    const table = await screen.findByRole('table', { name: 'Stones, sortable by column' });
    expect(bodyRows(table)).toHaveLength(50);
    const pages = screen.getByRole('navigation', { name: 'Stone list pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(bodyRows(table)).toHaveLength(10);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sorts by a column header, then the other way, and names the sorted column', async () => {
    const { user } = renderTab();
    const table = await screen.findByRole('table', { name: 'Stones, sortable by column' });
    const slabCost = within(table).getByRole('columnheader', { name: 'Slab Cost' });

    await user.click(within(slabCost).getByRole('button', { name: 'Slab Cost' }));
    expect(slabCost).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows(table)[0]).toHaveTextContent('Tone 01');

    await user.click(within(slabCost).getByRole('button', { name: 'Slab Cost' }));
    expect(slabCost).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows(table)[0]).toHaveTextContent('Tone 60');
  });

  it('finds stones by search and by the Filters panel, and offers Edit and Delete on each row', async () => {
    const { user } = renderTab();
    const table = await screen.findByRole('table', { name: 'Stones, sortable by column' });

    await user.type(screen.getByLabelText('Search stones'), 'tone 07');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 60 stones');
    const row = bodyRows(table)[0]!;
    expect(within(row).getByRole('button', { name: 'Edit Caesarstone Tone 07 3cm Polished' })).toBeVisible();
    expect(
      within(row).getByRole('button', { name: 'Delete Caesarstone Tone 07 3cm Polished' }),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Search stones'));

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const brand = screen.getByRole('combobox', { name: 'Brand' });
    expect(
      within(brand)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Caesarstone', 'Silestone']);
    await user.selectOptions(brand, 'Silestone');
    expect(screen.getByRole('status')).toHaveTextContent('10 of 60 stones');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price Low-High');
    expect(bodyRows(table)[0]).toHaveTextContent('Tone 51');
  });
});
