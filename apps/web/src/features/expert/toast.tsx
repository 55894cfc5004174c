import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TOAST_DEFAULTS, TOAST_DURATION_MS, toastTone, type ToastKind } from './toast-rules';

type Toast = { id: number; kind: ToastKind; text: string };

const toneClass = {
  green: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  red: 'border-red-300 bg-red-50 text-red-800',
  blue: 'border-sky-300 bg-sky-50 text-sky-900',
} as const;

/** Glyphs that set a toast's colour by the spec's rule: success ✓, error ❌. */
const MARK: Record<ToastKind, string> = { success: '✓ ', error: '❌ ', info: '', loading: '' };

export type Toaster = Record<ToastKind, (text?: string) => void>;

/**
 * The estimator's status toast: one at a time, announced politely (errors assertively), gone
 * after the kind's duration. The text gets the mark that gives its colour (green ✓, red ❌).
 */
export function useToast(): { toast: Toaster; toastElement: React.ReactNode } {
  const [current, setCurrent] = useState<Toast | null>(null);
  const counter = useRef(0);

  const show = useCallback((kind: ToastKind, text?: string) => {
    counter.current += 1;
    const body = text ?? (kind === 'info' ? '' : TOAST_DEFAULTS[kind]);
    const marked = /^[✓✔✅❌✗]/u.test(body) ? body : `${MARK[kind]}${body}`;
    setCurrent({ id: counter.current, kind, text: marked });
  }, []);

  useEffect(() => {
    if (!current) return;
    const duration = TOAST_DURATION_MS[current.kind];
    if (duration === null) return;
    const timer = setTimeout(
      () => setCurrent((shown) => (shown?.id === current.id ? null : shown)),
      duration,
    );
    return () => clearTimeout(timer);
  }, [current]);

  const toast = useMemo<Toaster>(
    () => ({
      success: (text) => show('success', text),
      error: (text) => show('error', text),
      info: (text) => show('info', text),
      loading: (text) => show('loading', text),
    }),
    [show],
  );

  // Both live regions are always in the page, so a screen reader hears each new message.
  const bubble = (kind: 'polite' | 'assertive') => {
    const here = current !== null && (current.kind === 'error') === (kind === 'assertive');
    return here ? (
      <p
        className={`pointer-events-auto rounded-lg border px-4 py-3 text-sm font-medium shadow-lg ${toneClass[toastTone(current.text)]}`}
      >
        {current.text}
      </p>
    ) : null;
  };
  const toastElement = (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div role="status" aria-live="polite">
        {bubble('polite')}
      </div>
      <div role="alert" aria-live="assertive">
        {bubble('assertive')}
      </div>
    </div>
  );
  return { toast, toastElement };
}
