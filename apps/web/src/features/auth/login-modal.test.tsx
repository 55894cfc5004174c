import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../lib/session';
import { fakeFetch } from '../../test/fake-fetch';
import { loginAnswer } from '../../test/fixtures';
import { renderSignedIn } from '../../test/render';
import { LoginModal } from './login-modal';

const LOGGED_IN = { json: loginAnswer() };

function renderLogin() {
  // navigate() scrolls to the top, which jsdom does not implement.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const view = renderSignedIn(
    <LoginModal open onOpenChange={() => undefined} onForgotPassword={() => undefined} redirect={null} />,
  );
  window.localStorage.clear();
  return view;
}

async function signIn(user: UserEvent, email: string, password: string) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the Login modal', () => {
  it('keeps Sign In disabled while either field is empty', async () => {
    fakeFetch({});
    const { user } = renderLogin();
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.test');
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    expect(signIn).toBeEnabled();
  });

  it("shows the login contract's message for a malformed e-mail and sends nothing", async () => {
    const network = fakeFetch({ 'POST /api/auth/login-enhanced': LOGGED_IN });
    const { user } = renderLogin();
    await signIn(user, 'sam', 'secret-pass');
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(network.to('POST /api/auth/login-enhanced')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    fakeFetch({
      'POST /api/auth/login-enhanced': {
        status: 401,
        json: { success: false, error: 'Invalid credentials' },
      },
    });
    const { user } = renderLogin();
    await signIn(user, 'sam@example.test', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it("stores the session and opens a team member's Material Mode", async () => {
    const network = fakeFetch({ 'POST /api/auth/login-enhanced': LOGGED_IN });
    const { user } = renderLogin();
    await signIn(user, 'sam@example.test', 'secret-pass');

    await vi.waitFor(() => expect(window.location.search).toBe('?mode=material'));
    expect(window.localStorage.getItem(SESSION_KEYS.accessToken)).toBe('fresh-token');
    const [sent] = network.to('POST /api/auth/login-enhanced');
    expect(sent?.body).toEqual({ email: 'sam@example.test', password: 'secret-pass' });
    expect(sent?.headers.authorization).toBeUndefined();
  });
});
