import { INVALID_EMAIL, ZSaveQuoteRequest } from '@stonetool/contracts/quotes';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render';
import { customerDataOf } from './quote-data';
import { SaveQuoteModal } from './save-quote-modal';
import type { UserInfo } from './saved-quotes';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '' };

function renderModal(initial = EMPTY, onSave = vi.fn<(user: UserInfo) => Promise<void>>(async () => {})) {
  const onOpenChange = vi.fn();
  const view = renderSignedIn(
    <SaveQuoteModal open onOpenChange={onOpenChange} initial={initial} onSave={onSave} />,
  );
  return { ...view, onSave, onOpenChange };
}

describe('the Save Quote modal', () => {
  it('starts from the contact card and keeps Save Quote disabled while a required field is empty', async () => {
    const { user } = renderModal({ ...EMPTY, firstName: 'Maria' });
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Maria');
    const save = screen.getByRole('button', { name: 'Save Quote' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lopez');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.test');
    expect(save).toBeEnabled();
  });

  it("names a malformed e-mail with the save contract's message and saves nothing", async () => {
    const { user, onSave } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lopez');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@');
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_EMAIL);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('counts a name of spaces as missing', async () => {
    const { user } = renderModal({ ...EMPTY, lastName: 'Lopez', email: 'maria@example.test' });
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), '   ');
    expect(screen.getByRole('button', { name: 'Save Quote' })).toBeDisabled();
  });

  it('hands on the trimmed customer, which the save request accepts, and closes', async () => {
    const { user, onSave, onOpenChange } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), ' Maria ');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lopez');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.test');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '512-555-0100');
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [user_] = onSave.mock.calls[0] ?? [];
    expect(user_).toEqual({
      firstName: 'Maria',
      lastName: 'Lopez',
      name: 'Maria Lopez',
      email: 'maria@example.test',
      phone: '512-555-0100',
    });
    expect(ZSaveQuoteRequest.shape.customer_data.parse(customerDataOf(user_ as UserInfo))).toEqual({
      first_name: 'Maria',
      last_name: 'Lopez',
      email: 'maria@example.test',
      phone: '512-555-0100',
    });
  });

  it("shows the save's refusal and stays open", async () => {
    const { user, onOpenChange } = renderModal(
      { firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.test', phone: '' },
      vi.fn(() => Promise.reject(new Error('Quote limit reached'))),
    );
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Quote limit reached');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
