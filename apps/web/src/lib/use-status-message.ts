import { useEffect, useState } from 'react';

export type StatusMessage = { tone: 'error' | 'success'; text: string } | null;

/** Spec 03 section 9: a success message clears after 3 s; an error stays until the next action. */
const SUCCESS_CLEAR_MS = 3000;

/** The status line of a back-office screen, with the success message clearing itself. */
export function useStatusMessage() {
  const [message, setMessage] = useState<StatusMessage>(null);
  useEffect(() => {
    if (message?.tone !== 'success') return undefined;
    const timer = window.setTimeout(() => setMessage(null), SUCCESS_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}
