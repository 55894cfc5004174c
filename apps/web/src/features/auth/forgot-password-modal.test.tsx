import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { ForgotPasswordModal } from './forgot-password-modal';

function renderForgot() {
  return renderSignedIn(
    <ForgotPasswordModal open onOpenChange={() => undefined} onBackToLogin={() => undefined} />,
  );
}

describe('the Reset Password modal', () => {
  it("shows the contract's message for a malformed e-mail and sends nothing", async () => {
    const network = fakeFetch({
      'POST /api/auth/forgot-password': { json: { success: true, message: 'ok' } },
    });
    const { user } = renderForgot();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(network.to('POST /api/auth/forgot-password')).toEqual([]);
  });

  it('asks for a link and never says whether the address has an account', async () => {
    const network = fakeFetch({
      'POST /api/auth/forgot-password': { json: { success: true, message: 'ok' } },
    });
    const { user } = renderForgot();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    expect(
      screen.getByText(
        "If an account with this email exists, you'll receive password reset instructions shortly.",
      ),
    ).toBeVisible();
    expect(network.to('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'sam@example.test' });
  });

  it('says so when the call never reaches the server', async () => {
    fakeFetch({
      'POST /api/auth/forgot-password': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderForgot();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection error. Please try again.');
  });
});
