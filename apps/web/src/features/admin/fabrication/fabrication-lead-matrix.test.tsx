import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderSignedIn } from '../../../test/render';
import { FabricationLeadMatrix } from './fabrication-lead-matrix';

const QUARTZ = { stoneType: 'Quartz', minPrice: 45, maxPrice: 65, display: '$45 - $65' };

function renderMatrix() {
  const network = fakeFetch({
    'GET /api/fabrication/lead-pricing': { json: { success: true, data: [QUARTZ] } },
    'PUT /api/admin/fabrication-lead-pricing': ({ body }) => ({
      json: {
        success: true,
        data: (body as { rows: { stoneType: string; minPrice: number; maxPrice: number }[] }).rows.map(
          (row) => ({ ...row, display: `$${row.minPrice} - $${row.maxPrice}` }),
        ),
      },
    }),
  });
  return { ...renderSignedIn(<FabricationLeadMatrix />), network };
}

async function startEditing(user: ReturnType<typeof renderMatrix>['user']) {
  const matrix = await screen.findByRole('region', { name: 'Fabrication Lead Pricing Matrix' });
  await user.click(within(matrix).getByRole('button', { name: 'Edit Matrix' }));
  return matrix;
}

describe('the Fabrication Lead Pricing Matrix', () => {
  it('adds a stone type, keeps its prices whole dollars from 0 with the range rebuilt, and saves the matrix', async () => {
    const { user, network } = renderMatrix();
    const matrix = await startEditing(user);
    await user.click(within(matrix).getByRole('button', { name: 'Add Stone Type' }));
    expect(within(matrix).getByRole('cell', { name: '$30 - $40' })).toBeVisible();

    const stoneType = within(matrix).getByLabelText('Stone type of row 2');
    await user.clear(stoneType);
    await user.type(stoneType, 'Soapstone');
    const minimum = within(matrix).getByLabelText('Minimum price of Soapstone');
    await user.clear(minimum);
    await user.type(minimum, '42.7');
    const maximum = within(matrix).getByLabelText('Maximum price of Soapstone');
    await user.clear(maximum);
    await user.type(maximum, '60');
    expect(minimum).toHaveValue(42);
    expect(within(matrix).getByRole('cell', { name: '$42 - $60' })).toBeVisible();

    await user.click(within(matrix).getByRole('button', { name: 'Save Changes' }));
    expect(await within(matrix).findByRole('status')).toHaveTextContent(
      'Fabrication matrix updated successfully!',
    );
    expect(network.to('PUT /api/admin/fabrication-lead-pricing').map((request) => request.body)).toEqual([
      {
        rows: [
          { stoneType: 'Quartz', minPrice: 45, maxPrice: 65 },
          { stoneType: 'Soapstone', minPrice: 42, maxPrice: 60 },
        ],
      },
    ]);
    expect(within(matrix).getByRole('rowheader', { name: 'Soapstone' })).toBeVisible();
  });

  it('shows the first problem the save contract finds, one at a time, and sends nothing', async () => {
    const { user, network } = renderMatrix();
    const matrix = await startEditing(user);
    const maximum = within(matrix).getByLabelText('Maximum price of Quartz');
    await user.clear(maximum);
    await user.type(maximum, '30');
    await user.click(within(matrix).getByRole('button', { name: 'Save Changes' }));
    expect(within(matrix).getByRole('alert')).toHaveTextContent(
      'The maximum price cannot be below the minimum',
    );

    await user.type(maximum, '0');
    await user.clear(within(matrix).getByLabelText('Stone type of row 1'));
    await user.click(within(matrix).getByRole('button', { name: 'Save Changes' }));
    expect(within(matrix).getByRole('alert')).toHaveTextContent('Every row needs a stone type');
    expect(network.to('PUT /api/admin/fabrication-lead-pricing')).toEqual([]);

    await user.click(within(matrix).getByRole('button', { name: 'Cancel' }));
    expect(within(matrix).queryByRole('alert')).toBeNull();
    expect(within(matrix).getByRole('rowheader', { name: 'Quartz' })).toBeVisible();
  });

  it('shows the spec’s message when the server refuses the matrix', async () => {
    fakeFetch({
      'GET /api/fabrication/lead-pricing': { json: { success: true, data: [QUARTZ] } },
      'PUT /api/admin/fabrication-lead-pricing': { status: 500, json: { error: 'Internal error' } },
    });
    const { user } = renderSignedIn(<FabricationLeadMatrix />);
    const matrix = await startEditing(user);
    await user.click(within(matrix).getByRole('button', { name: 'Save Changes' }));
    expect(await within(matrix).findByRole('alert')).toHaveTextContent(
      'Failed to save fabrication matrix. Please try again.',
    );
  });
});
