import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { parseRecoveryFragment } from './lib/resolve-route';
import { clearSession, isSessionExpired, readSession } from './lib/session';
import './styles.css';

// An expired session is cleared and the landing page shows (spec 01 section 4). Done before the
// first render so that no screen starts calls with the old token. A password-recovery link keeps
// its fragment: its token replaces the cleared session.
const stored = readSession(window.localStorage);
if (stored && isSessionExpired(stored, Date.now())) {
  clearSession(window.localStorage);
  const recoveryHash = parseRecoveryFragment(window.location.hash) ? window.location.hash : '';
  window.history.replaceState(null, '', `/${recoveryHash}`);
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
