import type { TEmailReportResponse } from '@stonetool/contracts/analytics-reports';
import {
  adminReportRecipientError,
  REPORT_RECIPIENT_MESSAGES,
  showroomReportRecipientsError,
} from '@stonetool/domain/analytics/report-recipients';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '../../alert';
import { Modal } from '../../modal';
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
 * Which recipient rule of spec 03 section 5 applies: 'showroom' or 'admin' (the admin's also offers
 * 'Send individual reports to all showrooms' and Include Test Data). Either way a refused address is
 * named in a message: the spec's "silently ignored" left an admin wondering why nothing happened.
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

  /** Why `entry` cannot join the recipients, or null. The list so far already passed the rule. */
  const refusalOf = (entry: string) =>
    rule === 'admin'
      ? adminReportRecipientError(entry, recipients)
      : showroomReportRecipientsError([...recipients, entry], 1);
  const addRecipient = () => {
    const entry = recipientInput.trim();
    const refusal = refusalOf(entry);
    if (refusal) {
      // The showroom's messages are the spec's own words; the admin's name the entry refused.
      setError(rule === 'admin' && entry ? `${refusal}: ${entry}` : refusal);
      return;
    }
    setRecipients([...recipients, entry]);
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
    // An address typed but not added goes with the others when valid, and is named when not.
    const typed = recipientInput.trim();
    const typedRefusal = typed ? refusalOf(typed) : null;
    if (typedRefusal) {
      setError(`✗ ${typedRefusal}: ${typed}`);
      return;
    }
    const to = typed ? [...recipients, typed] : recipients;
    const refusal =
      rule === 'showroom'
        ? showroomReportRecipientsError(to, chosen.length)
        : chosen.length === 0
          ? REPORT_RECIPIENT_MESSAGES.noSections
          : null;
    if (refusal) {
      setError(`✗ ${refusal}`);
      return;
    }
    setError(null);
    setRecipients(to);
    setRecipientInput('');
    try {
      const answer = await onSend({
        recipients: to,
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
      {/* noValidate: the browser's own tooltip would block Send without naming what is wrong. */}
      <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
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
