import { useEffect, useSyncExternalStore } from 'react';

/**
 * Material Mode's toasts: short messages that outlive the view that raised them (an order's
 * success shows on the catalog the app returns to; a claimed cart's count shows once the cart
 * opens). `showMaterialToast` may be called from anywhere; `MaterialToasts` draws them once.
 */
export type MaterialToastKind = 'success' | 'warning' | 'error';
type Toast = { id: number; kind: MaterialToastKind; text: string };

/** How long each kind stays: long enough to read a quote number aloud to the client. */
const DURATION_MS: Record<MaterialToastKind, number> = { success: 8_000, warning: 10_000, error: 8_000 };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showMaterialToast(kind: MaterialToastKind, text: string): void {
  toasts = [...toasts, { id: nextId++, kind, text }];
  emit();
}

function dismiss(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const tone: Record<MaterialToastKind, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-300 bg-red-50 text-red-800',
};

export function MaterialToasts() {
  const shown = useSyncExternalStore(subscribe, () => toasts);
  const notes = shown.filter((toast) => toast.kind !== 'error');
  const errors = shown.filter((toast) => toast.kind === 'error');
  // The regions exist only while they hold a toast: an empty alert would read as one to a tool or test.
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4">
      {notes.length > 0 ? (
        <div role="status" className="flex w-full max-w-md flex-col gap-2">
          {notes.map((toast) => (
            <ToastCard key={toast.id} toast={toast} />
          ))}
        </div>
      ) : null}
      {errors.length > 0 ? (
        <div role="alert" className="flex w-full max-w-md flex-col gap-2">
          {errors.map((toast) => (
            <ToastCard key={toast.id} toast={toast} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), DURATION_MS[toast.kind]);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.kind]);
  return (
    <div
      className={`pointer-events-auto flex items-start justify-between gap-3 rounded-lg border px-4 py-3 text-sm font-medium shadow-lg ${tone[toast.kind]}`}
    >
      <p>{toast.text}</p>
      <button
        type="button"
        className="-my-1 min-h-8 rounded px-2 hover:bg-black/5"
        aria-label="Dismiss"
        onClick={() => dismiss(toast.id)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
