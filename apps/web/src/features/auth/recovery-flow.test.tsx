import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../lib/session';
import { fakeFetch } from '../../test/fake-fetch';
import { loginAnswer, verifiedToken } from '../../test/fixtures';
import { renderSignedIn } from '../../test/render';
import { RecoveryFlow } from './recovery-flow';

const RECOVERY_TOKEN = { json: verifiedToken({ recovery: true }) };
const LOGGED_IN = { json: loginAnswer() };

describe('the password-recovery link', () => {
  it('checks the new password pair, then sets it with the link token and signs in', async () => {
    // navigate() scrolls to the top, which jsdom does not implement.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const network = fakeFetch({
      'POST /api/auth/verify-token': RECOVERY_TOKEN,
      'POST /api/auth/reset-password': LOGGED_IN,
    });
    const { user } = renderSignedIn(<RecoveryFlow fragmentToken="recovery-1" welcome={false} />);
    await screen.findByRole('dialog', { name: 'Set a new password' });
    await user.type(screen.getByLabelText('New Password'), 'seven77');
    await user.type(screen.getByLabelText('Confirm New Password'), 'seven77');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(network.to('POST /api/auth/reset-password')).toEqual([]);

    await user.type(screen.getByLabelText('New Password'), '8');
    await user.type(screen.getByLabelText('Confirm New Password'), '8');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await vi.waitFor(() => expect(window.location.search).toBe('?mode=material'));
    const [reset] = network.to('POST /api/auth/reset-password');
    expect(reset?.body).toEqual({ new_password: 'seven778' });
    expect(reset?.headers.authorization).toBe('Bearer recovery-1');
    expect(window.localStorage.getItem(SESSION_KEYS.accessToken)).toBe('fresh-token');
  });
});
