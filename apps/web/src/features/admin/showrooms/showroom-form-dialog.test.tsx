import { SHOWROOM_ACCOUNT_MESSAGES } from '@stonetool/contracts/admin-showroom-accounts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminShowroom } from '../../../test/fixtures';
import { ShowroomFormDialog } from './showroom-form-dialog';
import { emptyShowroomForm, showroomFormOf } from './showroom-form-values';

function renderDialog(
  mode: 'create' | 'edit',
  onSubmit: (values: unknown) => Promise<void> = async () => {},
  pending = false,
) {
  const submit = vi.fn(onSubmit);
  const initial = mode === 'create' ? emptyShowroomForm() : showroomFormOf(adminShowroom());
  render(
    <ShowroomFormDialog
      mode={mode}
      initial={initial}
      open
      onOpenChange={() => {}}
      onSubmit={submit}
      pending={pending}
    />,
  );
  return { user: userEvent.setup(), submit };
}

describe('the showroom account form', () => {
  it('asks for the name and e-mail before anything else', async () => {
    const { user, submit } = renderDialog('create');
    await user.click(screen.getByRole('button', { name: 'Create Showroom' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SHOWROOM_ACCOUNT_MESSAGES.nameAndEmailRequired);
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks for a temporary password of at least 8 characters on create', async () => {
    const { user, submit } = renderDialog('create');
    await user.type(screen.getByRole('textbox', { name: 'Showroom Name' }), 'Hill Country Tile');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'hill@example.test');
    await user.type(screen.getByRole('textbox', { name: 'Temporary Password' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Showroom' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SHOWROOM_ACCOUNT_MESSAGES.temporaryPasswordRule);
    expect(submit).not.toHaveBeenCalled();
  });

  it('lets the wholesale tax rate be typed only while wholesale tax is enabled, and checks it', async () => {
    const { user, submit } = renderDialog('edit');
    const rate = screen.getByRole('spinbutton', { name: 'Wholesale Tax Rate (%)' });
    expect(rate).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Wholesale tax enabled' }));
    expect(rate).toBeEnabled();
    await user.clear(rate);
    await user.type(rate, '30');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SHOWROOM_ACCOUNT_MESSAGES.wholesaleTaxRate);
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends every field of a new account', async () => {
    const { user, submit } = renderDialog('create');
    await user.type(screen.getByRole('textbox', { name: 'Showroom Name' }), 'Hill Country Tile');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'hill@example.test');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '512-555-0199');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account Type' }), 'Designer');
    await user.click(screen.getByRole('checkbox', { name: 'Test showroom (left out of analytics)' }));
    await user.type(screen.getByRole('textbox', { name: 'Temporary Password' }), 'Granite-Welcome-42');
    await user.click(screen.getByRole('button', { name: 'Create Showroom' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit).toHaveBeenCalledExactlyOnceWith({
      ...emptyShowroomForm(),
      name: 'Hill Country Tile',
      email: 'hill@example.test',
      phone: '512-555-0199',
      showroomType: 'designer',
      isTest: true,
      password: 'Granite-Welcome-42',
    });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const { user } = renderDialog('edit', () => Promise.reject(new Error('Email already registered')));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');
    expect(screen.getByRole('dialog', { name: 'Edit Austin Stone Gallery' })).toBeInTheDocument();
  });

  it('disables the submit button while the account is being saved', () => {
    renderDialog('edit', undefined, true);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
