import type { TEmailReportResponse } from '@stonetool/contracts/analytics-reports';
import {
  adminReportRecipients,
  REPORT_RECIPIENT_MESSAGES,
  showroomReportRecipientsError,
} from '@stonetool/domain/analytics/report-recipients';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { EMAIL_FAILED } from './api/analytics-reports';

/** What the form sends; the admin's form adds the two switches of its own. */
export type EmailReportForm<S extends string> = {
  recipients: string[];
  sections: S[];
  customMessage: string | null;
  sendToShowrooms: boolean;
  includeTestData: boolean;
};

/**
 * 'showroom' refuses a bad or repeated address with its message; 'admin' silently ignores it and
 * offers 'Send individual reports to all showrooms' and Include Test Data (spec 03 section 5).
 */
export type RecipientRule = 'showroom' | 'admin';

type DialogProps<S extends string> = {
  rule: RecipientRule;
  sections: readonly { value: S; label: string }[];
  initialIncludeTestData?: boolean;
  sending: boolean;
  onSend: (form: EmailReportForm<S>) => Promise<TEmailReportResponse>;
  onSent: (message: string) => void;
};

/**
 * The Email Report button of an analytics screen and the modal it opens, afresh at each opening.
 * `onOpen` lets the screen drop the message of the report sent before.
 */
export function EmailReportButton<S extends string>({
  onOpen,
  ...dialog
}: DialogProps<S> & { onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
      >
        Email Report
      </button>
      {open ? <EmailReportDialog {...dialog} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * The Email Report modal (spec 03 sections 2 and 5): recipients with Add and remove, the sections to
 * include, an optional message, Cancel and Send Report. Success closes it with the server's message
 * after a check mark; a failure stays in it after a cross mark (section 8).
 */
function EmailReportDialog<S extends string>({
  rule,
  sections,
  initialIncludeTestData = false,
  sending,
  onSend,
  onSent,
  onClose,
}: DialogProps<S> & { onClose: () => void }) {
  const inputId = useId();
  const messageId = useId();
  const [recipients, setRecipients] = useState<string[]>([]);
  const [recipientInput, setRecipientInput] = useState('');
  const [chosen, setChosen] = useState<S[]>(() => sections.map((section) => section.value));
  const [customMessage, setCustomMessage] = useState('');
  const [sendToShowrooms, setSendToShowrooms] = useState(false);
  const [includeTestData, setIncludeTestData] = useState(initialIncludeTestData);
  const [error, setError] = useState<string | null>(null);

  const addRecipient = () => {
    const entry = recipientInput.trim();
    if (rule === 'admin') {
      const kept = adminReportRecipients([...recipients, entry]);
      // Section 5: an entry that fails the rule or is already listed is silently ignored.
      if (kept.length === recipients.length) return;
      setRecipients(kept);
    } else {
      // The list so far already passed, so the first rule broken is the new entry's.
      const refusal = showroomReportRecipientsError([...recipients, entry], 1);
      if (refusal) {
        setError(refusal);
        return;
      }
      setRecipients([...recipients, entry]);
    }
    setError(null);
    setRecipientInput('');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addRecipient();
  };
  const toggleSection = (value: S, on: boolean) =>
    setChosen((current) =>
      on
        ? sections.map((s) => s.value).filter((s) => s === value || current.includes(s))
        : current.filter((s) => s !== value),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal =
      rule === 'showroom'
        ? showroomReportRecipientsError(recipients, chosen.length)
        : chosen.length === 0
          ? REPORT_RECIPIENT_MESSAGES.noSections
          : null;
    if (refusal) {
      setError(`✗ ${refusal}`);
      return;
    }
    setError(null);
    try {
      const answer = await onSend({
        recipients,
        sections: chosen,
        customMessage: customMessage.trim() || null,
        sendToShowrooms,
        includeTestData,
      });
      onSent(`✓ ${answer.message}`);
      onClose();
    } catch (failure) {
      setError(`✗ ${failure instanceof Error && failure.message ? failure.message : EMAIL_FAILED}`);
    }
  };

  const nobody = rule === 'admin' && recipients.length === 0 && !sendToShowrooms;

  return (
    <Modal open onOpenChange={(next) => (next ? undefined : onClose())} title="Email Analytics Report">
      <form className="space-y-4" onSubmit={(event) => void submit(event)}>
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
            Recipient email
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={inputId}
              type="email"
              autoComplete="email"
              value={recipientInput}
              onChange={(event) => setRecipientInput(event.target.value)}
              onKeyDown={addOnEnter}
              className="min-w-0 flex-1 rounded-md border border-stone-400 px-3 py-2"
            />
            <button type="button" className="btn btn-secondary" onClick={addRecipient}>
              Add
            </button>
          </div>
          {recipients.length > 0 ? (
            <ul aria-label="Recipients" className="mt-2 space-y-1">
              {recipients.map((recipient) => (
                <li
                  key={recipient}
                  className="flex items-center justify-between gap-2 rounded-md bg-stone-100 px-3 py-1 text-sm"
                >
                  <span className="min-w-0 break-all">{recipient}</span>
                  <button
                    type="button"
                    className="btn btn-ghost min-h-10 px-3"
                    aria-label={`Remove ${recipient}`}
                    onClick={() => setRecipients(recipients.filter((r) => r !== recipient))}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-stone-700">No recipients added yet.</p>
          )}
        </div>

        {rule === 'admin' ? (
          <div className="space-y-1">
            <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={sendToShowrooms}
                onChange={(event) => setSendToShowrooms(event.target.checked)}
              />
              Send individual reports to all showrooms
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={includeTestData}
                onChange={(event) => setIncludeTestData(event.target.checked)}
              />
              Include Test Data
            </label>
          </div>
        ) : null}

        <fieldset>
          <legend className="text-sm font-medium text-stone-800">Sections to include</legend>
          {sections.map((section) => (
            <label key={section.value} className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={chosen.includes(section.value)}
                onChange={(event) => toggleSection(section.value, event.target.checked)}
              />
              {section.label}
            </label>
          ))}
        </fieldset>

        <div>
          <label htmlFor={messageId} className="block text-sm font-medium text-stone-800">
            Message (optional)
          </label>
          <textarea
            id={messageId}
            rows={3}
            maxLength={2000}
            value={customMessage}
            onChange={(event) => setCustomMessage(event.target.value)}
            className="mt-1 w-full rounded-md border border-stone-400 px-3 py-2"
          />
        </div>

        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={sending || nobody}>
            {sending ? 'Sending...' : 'Send Report'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
