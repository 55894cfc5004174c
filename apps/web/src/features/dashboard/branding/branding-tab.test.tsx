import type { TShowroomSummary } from '@stonetool/contracts/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SHOWROOM_ID } from '../../../test/fixtures';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderSignedIn } from '../../../test/render';
import type { Session } from '../../../lib/session';
import { BrandingTab } from './branding-tab';

const SHOWROOM: TShowroomSummary = {
  id: ADMIN_SHOWROOM_ID,
  name: 'Austin Stone Gallery',
  email: 'austin@example.test',
  brand_colors: { primary: '#1f2937', secondary: '#b45309' },
  logo_url: null,
  show_name_under_logo: true,
  showroom_type: 'kitchen_bath',
  expert_mode_enabled: true,
};

const SESSION: Session = {
  accessToken: 'test-access-token',
  refreshToken: null,
  userEmail: 'owner@example.test',
  isAdmin: false,
  isTeamMember: false,
  teamMemberRole: 'member',
  teamMemberName: null,
  showroomId: SHOWROOM.id,
  showroomName: SHOWROOM.name,
  expiresAt: null,
  showroom: SHOWROOM,
  mustChangePassword: false,
};

function renderTab() {
  const network = fakeFetch({
    'POST /api/showroom/update-name': ({ body }) => ({
      json: { success: true, showroom: { ...SHOWROOM, ...(body as object) } },
    }),
  });
  return { ...renderSignedIn(<BrandingTab session={SESSION} />), network };
}

describe('the dashboard Branding name form', () => {
  it('names an emptied business name beside its field and cannot send it', async () => {
    const { user, network } = renderTab();
    const name = screen.getByRole('textbox', { name: 'Business Name' });
    await user.clear(name);
    await user.type(name, '   ');

    expect(name).toHaveAccessibleDescription('Business name is required');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(network.sent).toEqual([]);
  });

  it('offers Save Changes only once something differs from what is saved', async () => {
    const { user } = renderTab();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Business Name' }), '  ');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show business name under logo' }));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('sends the trimmed name and the checkbox as the update-name request', async () => {
    const { user, network } = renderTab();
    const name = screen.getByRole('textbox', { name: 'Business Name' });
    await user.clear(name);
    await user.type(name, '  Austin Stone & Design  ');
    await user.click(screen.getByRole('checkbox', { name: 'Show business name under logo' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Branding settings updated successfully!')).toBeInTheDocument();
    expect(network.to('POST /api/showroom/update-name').map((request) => request.body)).toEqual([
      { name: 'Austin Stone & Design', show_name_under_logo: false },
    ]);
    expect(name).toHaveValue('Austin Stone & Design');
  });

  it('puts the saved values back when the save is refused', async () => {
    const network = fakeFetch({
      'POST /api/showroom/update-name': { status: 500, json: { success: false, error: 'Database error' } },
    });
    const { user } = renderSignedIn(<BrandingTab session={SESSION} />);
    const name = screen.getByRole('textbox', { name: 'Business Name' });
    await user.clear(name);
    await user.type(name, 'Another Name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText('Failed to update branding settings. Please try again.'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Austin Stone Gallery');
    expect(network.to('POST /api/showroom/update-name')).toHaveLength(1);
  });
});
