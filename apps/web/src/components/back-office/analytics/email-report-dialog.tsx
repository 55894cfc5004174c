import {
  ZAdminEmailReportRequest,
  ZShowroomEmailReportRequest,
  type TEmailReportResponse,
} from '@stonetool/contracts/analytics-reports';
import {
  adminReportRecipientError,
  REPORT_RECIPIENT_MESSAGES,
  showroomReportRecipientsError,
} from '@stonetool/domain/analytics/report-recipients';
import { useId, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { Alert } from '../../alert';
import { Modal, ModalFormButtons } from '../../modal';
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

/** What the dialog's fields hold: the recipients added and the address being typed. */
type DraftReport<S extends string> = Omit<EmailReportForm<S>, 'customMessage'> & {
  recipientInput: string;
  customMessage: string;
};

/** The recipients a send goes to: those added, and an address typed but not added. */
function recipientsOf(draft: { recipients: string[]; recipientInput: string }): string[] {
  const typed = draft.recipientInput.trim();
  return typed ? [...draft.recipients, typed] : draft.recipients;
}

/** Why `entry` cannot join `recipients` (which already passed the rule), or null. */
function refusalOf(rule: RecipientRule, entry: string, recipients: string[]): string | null {
  return rule === 'admin'
    ? adminReportRecipientError(entry, recipients)
    : showroomReportRecipientsError([...recipients, entry], 1);
}

/**
 * Send's checks, one message at a time: an address typed but not added is named when refused, then
 * spec 03 section 5's recipient and section rules, then the e-mail request's own contract for the
 * recipients and the message (the screen adds the period and filters to the same request).
 */
function sendSchema(rule: RecipientRule) {
  const fields = { recipients: true, customMessage: true } as const;
  const contract =
    rule === 'admin' ? ZAdminEmailReportRequest.pick(fields) : ZShowroomEmailReportRequest.pick(fields);
  return z
    .custom<DraftReport<string>>()
    .superRefine((draft, issues) => {
      const typed = draft.recipientInput.trim();
      const typedRefusal = typed ? refusalOf(rule, typed, draft.recipients) : null;
      const refusal =
        typedRefusal !== null
          ? `${typedRefusal}: ${typed}`
          : rule === 'showroom'
            ? showroomReportRecipientsError(recipientsOf(draft), draft.sections.length)
            : draft.sections.length === 0
              ? REPORT_RECIPIENT_MESSAGES.noSections
              : null;
      if (refusal) issues.addIssue({ code: 'custom', message: `✗ ${refusal}` });
    })
    .transform((draft): z.input<typeof contract> => ({
      recipients: recipientsOf(draft),
      customMessage: draft.customMessage,
    }))
    .pipe(contract);
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
  const form = useForm<DraftReport<S>>({
    resolver: contractResolver(sendSchema(rule), (draft) => draft),
    defaultValues: {
      recipients: [],
      recipientInput: '',
      sections: sections.map((section) => section.value),
      customMessage: '',
      sendToShowrooms: false,
      includeTestData: initialIncludeTestData,
    },
    // The one message stays until the next Add or Send, as each names what that click refused.
    reValidateMode: 'onSubmit',
  });
  const [recipients, chosen, sendToShowrooms] = useWatch({
    control: form.control,
    name: ['recipients', 'sections', 'sendToShowrooms'],
  });
  const errors = form.formState.errors;
  const error = errors.root?.message ?? errors.recipients?.message ?? errors.customMessage?.message;

  const addRecipient = () => {
    const entry = form.getValues('recipientInput').trim();
    const refusal = refusalOf(rule, entry, recipients);
    if (refusal) {
      // The showroom's messages are the spec's own words; the admin's name the entry refused.
      form.setError('root', { message: rule === 'admin' && entry ? `${refusal}: ${entry}` : refusal });
      return;
    }
    form.setValue('recipients', [...recipients, entry]);
    form.clearErrors();
    form.setValue('recipientInput', '');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addRecipient();
  };
  const toggleSection = (value: S, on: boolean) =>
    form.setValue(
      'sections',
      on
        ? sections.map((s) => s.value).filter((s) => s === value || chosen.includes(s))
        : chosen.filter((s) => s !== value),
    );

  // Not awaited: a failure is caught here and shown in the dialog, so the promise never rejects.
  const submit = form.handleSubmit(async (draft) => {
    const to = recipientsOf(draft);
    form.setValue('recipients', to);
    form.setValue('recipientInput', '');
    try {
      const answer = await onSend({
        recipients: to,
        sections: draft.sections,
        customMessage: draft.customMessage.trim() || null,
        sendToShowrooms: draft.sendToShowrooms,
        includeTestData: draft.includeTestData,
      });
      onSent(`✓ ${answer.message}`);
      onClose();
    } catch (failure) {
      form.setError('root', {
        message: `✗ ${failure instanceof Error && failure.message ? failure.message : EMAIL_FAILED}`,
      });
    }
  });

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
              onKeyDown={addOnEnter}
              {...form.register('recipientInput')}
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
                    onClick={() =>
                      form.setValue(
                        'recipients',
                        recipients.filter((r) => r !== recipient),
                      )
                    }
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
              <input type="checkbox" className="h-4 w-4" {...form.register('sendToShowrooms')} />
              Send individual reports to all showrooms
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
              <input type="checkbox" className="h-4 w-4" {...form.register('includeTestData')} />
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
            {...form.register('customMessage')}
            className="mt-1 w-full rounded-md border border-stone-400 px-3 py-2"
          />
        </div>

        {error ? <Alert tone="error">{error}</Alert> : null}
        <ModalFormButtons
          submitLabel="Send Report"
          busyLabel="Sending..."
          busy={sending}
          disabled={nobody}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
