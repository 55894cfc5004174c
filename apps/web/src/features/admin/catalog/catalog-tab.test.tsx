import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { ADMIN_SHOWROOM_ID, adminShowroom, stone } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';
import { CatalogTab } from './catalog-tab';

const STONES = [
  stone({ id: 'a', stone_id: 'a', Color: 'Pure White' }),
  stone({ id: 'b', stone_id: 'b', Color: 'Cloudburst Concrete', Type: 'Concrete' }),
  stone({ id: 'c', stone_id: 'c', Brand: 'Silestone', Color: 'Eternal Marquina' }),
];

describe('the admin Catalog tab', () => {
  it("narrows the chosen showroom's catalog by brand, and the type choices with it", async () => {
    fakeFetch({
      'GET /api/admin/showrooms': { json: { success: true, showrooms: [adminShowroom()] } },
      'GET /api/stones': { json: STONES },
      'GET /api/config': { json: { supabaseUrl: '', stoneImagesPath: '/stones' } },
    });
    const { user } = renderSignedIn(<CatalogTab />);
    await user.selectOptions(await screen.findByLabelText('Showroom'), ADMIN_SHOWROOM_ID);
    expect(await screen.findByText('3 stones in 3 colors')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Concrete' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Brand'), 'Silestone');
    expect(screen.getByText('1 of 3 stones in 1 color')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Concrete' })).not.toBeInTheDocument();
  });
});
