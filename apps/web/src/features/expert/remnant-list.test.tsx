import type { TRemnant } from '@stonetool/contracts/remnants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { RemnantList } from './remnant-list';

const kept: TRemnant = {
  id: '7d0c5a1e-4a59-4f1e-9f0e-1d2c3b4a5e6f',
  brand: 'Caesarstone',
  type: 'Quartz',
  color: 'Calacatta Nuvo',
  thickness: '3cm',
  finish: 'Polished',
  width: 52.25,
  height: 25.5,
  location: 'Rack B',
  note: 'Chip on one corner',
  created_at: '2026-11-28T10:00:00.000Z',
  reserved_for: null,
  cut_for: null,
  source_quote_id: null,
  source_remnant_id: null,
};
const reserved: TRemnant = {
  ...kept,
  reserved_for: { quote_id: '5f1e2d3c-4b5a-4697-8877-66554433aa11', quote_number: 'Q-2026-001042' },
};

/** The remnant typed into the form: a 2cm granite, 30 1/2 x 18 in, no finish, location or note. */
const granite = {
  brand: 'MSI',
  type: 'Granite',
  color: 'Absolute Black',
  thickness: '2cm',
  finish: null,
  width: 30.5,
  height: 18,
  location: null,
  note: null,
};

describe('the remnants in the settings', () => {
  it('adds a remnant typed with a fraction, naming first what it cannot read', async () => {
    const network = fakeFetch({
      'GET /api/remnants': { json: { success: true, data: [kept] } },
      'POST /api/remnants': {
        json: {
          success: true,
          data: {
            ...kept,
            ...granite,
            id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
          },
        },
      },
    });
    const { user } = renderSignedIn(<RemnantList />);
    const form = screen.getByRole('form', { name: 'Add a remnant' });
    await screen.findByRole('list', { name: 'Remnants kept' });
    await user.type(within(form).getByRole('textbox', { name: 'Brand' }), 'MSI');
    await user.type(within(form).getByRole('textbox', { name: 'Width (in)' }), 'wide');
    await user.click(screen.getByRole('button', { name: 'Add Remnant' }));
    expect(await screen.findByText('Stone type is required')).toBeInTheDocument();
    expect(screen.getByText('Width must be a number of inches')).toBeInTheDocument();
    expect(network.to('POST /api/remnants')).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Stone type' }), 'Granite');
    await user.type(within(form).getByRole('textbox', { name: 'Colour' }), 'Absolute Black');
    await user.type(within(form).getByRole('textbox', { name: 'Thickness' }), '2cm');
    const width = within(form).getByRole('textbox', { name: 'Width (in)' });
    await user.clear(width);
    await user.type(width, '30 1/2');
    await user.type(within(form).getByRole('textbox', { name: 'Height (in)' }), '18');
    await user.click(screen.getByRole('button', { name: 'Add Remnant' }));

    expect(await screen.findByText('MSI Granite Absolute Black 2cm')).toBeInTheDocument();
    expect(network.to('POST /api/remnants').map((request) => request.body)).toEqual([granite]);
    expect(within(form).getByRole('textbox', { name: 'Brand' })).toHaveValue('');
  });

  it('lists each remnant with its size, location and note, and deletes one', async () => {
    const network = fakeFetch({
      'GET /api/remnants': { json: { success: true, data: [kept] } },
      [`DELETE /api/remnants/${kept.id}`]: { json: { success: true, data: { id: kept.id } } },
    });
    const { user } = renderSignedIn(<RemnantList />);
    const list = await screen.findByRole('list', { name: 'Remnants kept' });
    expect(within(list).getByText('Caesarstone Quartz Calacatta Nuvo 3cm Polished')).toBeInTheDocument();
    expect(within(list).getByText('52.25 × 25.5 in · Rack B')).toBeInTheDocument();
    expect(within(list).getByText('Chip on one corner')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: 'Delete remnant Caesarstone Quartz Calacatta Nuvo 3cm Polished 52.25 × 25.5 in',
      }),
    );
    expect(await screen.findByText('No remnants kept yet.')).toBeInTheDocument();
    expect(network.to(`DELETE /api/remnants/${kept.id}`)).toHaveLength(1);
  });

  it("shows the server's reason when a remnant cannot be deleted", async () => {
    fakeFetch({
      'GET /api/remnants': { json: { success: true, data: [kept] } },
      [`DELETE /api/remnants/${kept.id}`]: {
        status: 404,
        json: { success: false, error: 'Remnant not found', code: 'NOT_FOUND' },
      },
    });
    const { user } = renderSignedIn(<RemnantList />);
    await user.click(await screen.findByRole('button', { name: /^Delete remnant/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Remnant not found');
  });

  it('marks a reserved remnant with its quote, and deletes it only once the fabricator agrees', async () => {
    const network = fakeFetch({
      'GET /api/remnants': { json: { success: true, data: [reserved] } },
      [`DELETE /api/remnants/${kept.id}`]: { json: { success: true, data: { id: kept.id } } },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderSignedIn(<RemnantList />);
    const list = await screen.findByRole('list', { name: 'Remnants kept' });
    expect(within(list).getByText('Reserved for quote Q-2026-001042')).toBeInTheDocument();
    const remove = within(list).getByRole('button', { name: /^Delete remnant/ });

    await user.click(remove);
    expect(confirm).toHaveBeenLastCalledWith(
      'Remnant 7d0c5a1e (Rack B) is reserved for quote Q-2026-001042, which its client accepted. Delete it anyway? The reservation is released: that quote no longer counts on this remnant.',
    );
    expect(network.to(`DELETE /api/remnants/${kept.id}`)).toEqual([]);
    expect(within(list).getByText('Reserved for quote Q-2026-001042')).toBeInTheDocument();

    await user.click(remove);
    expect(await screen.findByText('No remnants kept yet.')).toBeInTheDocument();
    expect(network.to(`DELETE /api/remnants/${kept.id}`).map((request) => request.url)).toEqual([
      `/api/remnants/${kept.id}?release_reservation=true`,
    ]);
  });

  it('marks a remnant cut for a quote as used up, and offers no Delete for it', async () => {
    const cut: TRemnant = {
      ...kept,
      cut_for: { quote_id: '5f1e2d3c-4b5a-4697-8877-66554433aa11', quote_number: 'Q-2026-001042' },
    };
    fakeFetch({ 'GET /api/remnants': { json: { success: true, data: [cut] } } });
    renderSignedIn(<RemnantList />);
    const list = await screen.findByRole('list', { name: 'Remnants kept' });
    expect(
      within(list).getByText('Cut for quote Q-2026-001042: used up, kept as the record of its layout'),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Delete remnant/ })).toBeNull();
  });
});
