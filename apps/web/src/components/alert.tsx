import type { ReactNode } from 'react';

const tones = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
} as const;

/**
 * An inline message announced to screen readers. Used instead of window.alert so that messages
 * such as 'Password updated successfully!' stay on the page and can be found by tests.
 */
export function Alert({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-3 py-2 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}

/** What a list shows when it could not be loaded: the error and a Retry button. */
export function LoadFailure({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <div className="space-y-2">
      <Alert tone="error">{message}</Alert>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
