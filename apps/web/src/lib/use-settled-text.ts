import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/** The search text, passed on once typing pauses, so each keystroke does not ask the server. */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}
