/** Toast durations: success 4 s, error 6 s, info 4 s; a loading toast stays until replaced. */
export const TOAST_DURATION_MS = { success: 4_000, error: 6_000, info: 4_000, loading: null } as const;
export type ToastKind = keyof typeof TOAST_DURATION_MS;

export const TOAST_DEFAULTS = {
  loading: 'Processing...',
  success: 'Operation completed successfully',
  error: 'Operation failed',
} as const;

export type ToastTone = 'green' | 'red' | 'blue';

/** A status toast is green when its text contains a check mark, red on a cross, otherwise blue. */
export function toastTone(text: string): ToastTone {
  if (/[✓✔✅]/u.test(text)) return 'green';
  if (/[✗✘❌✕×]/u.test(text)) return 'red';
  return 'blue';
}

/** What a failure's toast reads: the error's own message, or `fallback` when it has none. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
