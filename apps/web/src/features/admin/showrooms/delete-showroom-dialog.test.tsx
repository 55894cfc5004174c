import { SHOWROOM_ACCOUNT_MESSAGES } from '@stonetool/contracts/admin-showroom-accounts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_SHOWROOM_ID, adminShowroom } from '../../../test/fixtures';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderSignedIn } from '../../../test/render';
import { DeleteShowroomDialog } from './delete-showroom-dialog';

function renderDialog(showroom = adminShowroom()) {
  const network = fakeFetch({
    'POST /api/admin/delete-showroom': {
      json: { success: true, message: SHOWROOM_ACCOUNT_MESSAGES.deleted },
    },
  });
  const onDeleted = vi.fn();
  return {
    ...renderSignedIn(<DeleteShowroomDialog showroom={showroom} onClose={vi.fn()} onDeleted={onDeleted} />),
    network,
    onDeleted,
  };
}

describe('the Delete Showroom confirmation', () => {
  it('keeps Delete Showroom disabled until the name is typed exactly, and sends nothing', async () => {
    const { user, network } = renderDialog();
    const remove = screen.getByRole('button', { name: 'Delete Showroom' });
    expect(remove).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Type Austin Stone Gallery to confirm' }), 'Austin');
    expect(remove).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Type Austin Stone Gallery to confirm' }), '{Enter}');
    expect(network.sent).toEqual([]);
  });

  it('names a showroom the request cannot refer to as the dialog alert, and sends nothing', async () => {
    const { user, network } = renderDialog(adminShowroom({ id: 'showroom-1' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Type Austin Stone Gallery to confirm' }),
      'Austin Stone Gallery',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Showroom' }));

    expect(screen.getByRole('alert')).toHaveTextContent(SHOWROOM_ACCOUNT_MESSAGES.notFound);
    expect(network.sent).toEqual([]);
  });

  it('sends the id and the name typed as the delete request', async () => {
    const { user, network, onDeleted } = renderDialog();
    await user.type(
      screen.getByRole('textbox', { name: 'Type Austin Stone Gallery to confirm' }),
      ' Austin Stone Gallery',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Showroom' }));

    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith(SHOWROOM_ACCOUNT_MESSAGES.deleted));
    expect(network.to('POST /api/admin/delete-showroom').map((request) => request.body)).toEqual([
      { id: ADMIN_SHOWROOM_ID, confirm_name: ' Austin Stone Gallery' },
    ]);
  });
});
