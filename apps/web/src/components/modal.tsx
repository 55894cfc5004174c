import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** 'wide' for content that needs the room, such as a large image. */
  size?: 'normal' | 'wide';
  /** Where focus goes on close, when not back to the opener (e.g. the first field a dialog asked for). */
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
};

/** A Radix dialog: focus is trapped inside, Escape and the close button close it, focus returns after. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'normal',
  returnFocus,
  children,
}: Props) {
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${size === 'wide' ? 'max-w-4xl' : 'max-w-md'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement;
            // Start in the first field rather than on the close button, so typing can begin at once.
            const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'input:not([disabled]):not([readonly]), textarea:not([disabled])',
            );
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (target) {
              event.preventDefault();
              target.focus();
              return;
            }
            // After a login the screen behind changed and the opener is gone: go to the new content.
            const previous = opener.current;
            if (!previous || !previous.isConnected || previous === document.body) {
              event.preventDefault();
              document.getElementById('main')?.focus({ preventScroll: true });
            }
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close className="btn btn-ghost -mt-2 -mr-2 min-h-10 px-3" aria-label="Close">
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-sm text-stone-700">{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Cancel and the submit button of a dialog's form, at its foot; the submit reads `busyLabel` while
 * the form is sent, and waits while `disabled` (nothing to send yet).
 */
export function ModalFormButtons({
  submitLabel,
  busyLabel,
  busy,
  disabled = false,
  onCancel,
}: {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy || disabled}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
