import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SESSION_KEYS } from '../lib/session';

/**
 * Renders a screen as a signed-in person sees it: a session in localStorage (so authFetch sends
 * a bearer token) and a query client of its own that does not retry, so a refused call shows
 * its message at once.
 */
export function renderSignedIn(ui: ReactElement): RenderResult & { user: UserEvent } {
  signIn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    user: userEvent.setup(),
    ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>),
  };
}

/** A session in localStorage, so authFetch sends a bearer token, for a call made without a screen. */
export function signIn(): void {
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'test-access-token');
  window.localStorage.setItem(SESSION_KEYS.userEmail, 'person@example.test');
}
