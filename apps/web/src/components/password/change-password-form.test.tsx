import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { ChangePasswordForm } from './change-password-form';

async function fillPasswords(
  user: ReturnType<typeof renderSignedIn>['user'],
  current: string,
  next: string,
  confirm: string,
) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
}

const UPDATED = { json: { success: true, message: 'Password updated' } };

describe('Change Password', () => {
  it('keeps Update Password disabled until all three fields are filled', async () => {
    fakeFetch({});
    const { user } = renderSignedIn(<ChangePasswordForm />);
    const button = screen.getByRole('button', { name: 'Update Password' });
    expect(button).toBeDisabled();
    await fillPasswords(user, 'old-password', 'new-password', 'new-password');
    expect(button).toBeEnabled();
  });

  it('says the new passwords do not match before it checks their length, and sends nothing', async () => {
    const network = fakeFetch({ 'POST /api/auth/change-password': UPDATED });
    const { user } = renderSignedIn(<ChangePasswordForm />);
    await fillPasswords(user, 'old-password', 'short', 'other');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('New passwords do not match');

    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(network.to('POST /api/auth/change-password')).toEqual([]);
  });

  it("shows the server's refusal after 'Error:'", async () => {
    fakeFetch({
      'POST /api/auth/change-password': {
        status: 400,
        json: { success: false, error: 'Current password is incorrect' },
      },
    });
    const { user } = renderSignedIn(<ChangePasswordForm />);
    await fillPasswords(user, 'wrong-password', 'new-password', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Current password is incorrect');
  });

  it('changes the password with the session token, says so, and empties the form', async () => {
    const network = fakeFetch({ 'POST /api/auth/change-password': UPDATED });
    let changed = 0;
    const { user } = renderSignedIn(<ChangePasswordForm onChanged={() => (changed += 1)} />);
    await fillPasswords(user, 'old-password', 'new-password', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Password updated successfully!');
    expect(changed).toBe(1);
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    const [sent] = network.to('POST /api/auth/change-password');
    expect(sent?.body).toEqual({
      access_token: 'test-access-token',
      current_password: 'old-password',
      new_password: 'new-password',
    });
    expect(sent?.headers.authorization).toBe('Bearer test-access-token');
  });
});
