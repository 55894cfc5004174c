import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useSalespersons } from '../api/get-salespersons';
import { useSaveConsultation } from '../api/save-consultation';
import { SelectField } from '../../../components/select-field';
import { useMaterial } from '../state/material-context';
import {
  APPLICATIONS,
  EMPTY_CLIENT,
  type ClientInfo,
  type ConsultationSession,
} from '../state/material-state';
import { readClientDraft, removeClientDraft, saveClientDraft } from '../state/material-storage';
import { canStartConsultation, consultationErrors, trimClient } from './consultation-rules';

/** Draft save debounce (spec 01 section 9). */
export const DRAFT_SAVE_DELAY_MS = 1000;

export const COUNTRIES = ['United States', 'Canada', 'Mexico'] as const;

/** Who runs the consultation: a team member is assigned and cannot choose another (spec 01 section 5). */
export type Seller = { isTeamMember: boolean; teamMemberId: string | null; teamMemberName: string | null };

type FormValues = ClientInfo & { salespersonId: string };

const applicationOptions = [
  { value: '', label: 'Select an application' },
  ...APPLICATIONS.map((value) => ({ value, label: value })),
];
const countryOptions = COUNTRIES.map((value) => ({ value, label: value }));

/**
 * The New Client Consultation dialog (spec 01 sections 2, 4 and 5). Submitting records the session
 * (POST /api/sales-consultations) and starts it as active; Escape, the close button or Skip leave
 * the salesperson browsing. The client typed so far is kept as a draft 1 s after the last change,
 * offered again when the dialog reopens, and removed once the consultation is saved.
 */
export function ConsultationDialog({ seller }: { seller: Seller }) {
  const { state, dispatch, owner, showroomId } = useMaterial();
  const open = state.consultationDialogOpen;
  const skip = () =>
    dispatch({
      type: 'consultation/skip',
      sessionId: crypto.randomUUID(),
      showroomId,
      salespersonId: seller.isTeamMember ? seller.teamMemberId : null,
      now: new Date().toISOString(),
    });
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? dispatch({ type: 'consultation/open' }) : skip())}
      title="New Client Consultation"
      description="Capture the client's details to start a consultation, or skip to browse without one."
    >
      {open ? (
        <ConsultationForm
          key={state.session?.sessionId ?? 'new'}
          seller={seller}
          owner={owner}
          showroomId={showroomId}
          session={state.session}
          onStarted={(session) => dispatch({ type: 'consultation/start', session })}
          onSkip={skip}
        />
      ) : null}
    </Modal>
  );
}

type FormProps = {
  seller: Seller;
  owner: string;
  showroomId: string | null;
  session: ConsultationSession | null;
  onStarted: (session: ConsultationSession) => void;
  onSkip: () => void;
};

function ConsultationForm({ seller, owner, showroomId, session, onStarted, onSkip }: FormProps) {
  const [initial] = useState<FormValues>(() => ({
    ...(readClientDraft(window.localStorage, owner, Date.now()) ?? session?.client ?? EMPTY_CLIENT),
    salespersonId: session?.salesperson_id ?? '',
  }));
  const form = useForm<FormValues>({ defaultValues: initial });
  const values = useWatch({ control: form.control }) as FormValues;
  const [touched, setTouched] = useState(false);
  const salespersons = useSalespersons(!seller.isTeamMember);
  const save = useSaveConsultation();

  const { isDirty } = form.formState;
  useEffect(() => {
    // Only what was typed is a draft: a running session's client shown again is not.
    if (!isDirty) return;
    const { salespersonId: _salesperson, ...client } = values;
    const timer = window.setTimeout(
      () => saveClientDraft(window.localStorage, owner, client, Date.now()),
      DRAFT_SAVE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [values, owner, isDirty]);

  const { salespersonId: _chosen, ...client } = values;
  const errors = touched ? consultationErrors(client) : {};
  const ready = canStartConsultation(client);

  // The form calls this without awaiting: handleSubmit's promise never rejects here, since a
  // refused save is caught below and shown through the mutation's state.
  const onSubmit = form.handleSubmit(async (submitted) => {
    const { salespersonId: chosen, ...typed } = submitted;
    if (!canStartConsultation(typed)) return;
    const now = new Date().toISOString();
    const next: ConsultationSession = {
      ...(session ?? {
        sessionId: crypto.randomUUID(),
        showroomId,
        stonesViewed: [],
        stonesCompared: [],
        interactions: [],
        createdAt: now,
        source: 'in_person_consultation' as const,
        orderPlaced: false,
        orderData: null,
        sessionEnd: null,
      }),
      client: trimClient(typed),
      salesperson_id: seller.isTeamMember ? seller.teamMemberId : chosen || null,
      status: 'active',
    };
    await save.mutateAsync(next).then(
      () => {
        removeClientDraft(window.localStorage);
        onStarted(next);
      },
      () => undefined,
    );
  });

  const activeSalespeople = (salespersons.data ?? []).filter((person) => person.is_active);

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onBlur={() => setTouched(true)}
      noValidate
      className="space-y-4"
    >
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          requiredMark
          error={errors.firstName}
          {...form.register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          requiredMark
          error={errors.lastName}
          {...form.register('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register('email')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" {...form.register('phone')} />
      </div>
      {errors.contact ? <p className="field-error">{errors.contact}</p> : null}
      <SelectField
        label="Application"
        requiredMark
        options={applicationOptions}
        error={errors.application}
        {...form.register('application')}
      />
      <TextField label="Company" autoComplete="organization" {...form.register('company')} />
      <details className="rounded-md border border-stone-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold text-stone-800">Address (optional)</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Street Address"
            autoComplete="street-address"
            className="sm:col-span-2"
            {...form.register('streetAddress')}
          />
          <TextField label="City" autoComplete="address-level2" {...form.register('city')} />
          <TextField label="State" autoComplete="address-level1" {...form.register('state')} />
          <TextField label="Zip Code" autoComplete="postal-code" {...form.register('zipCode')} />
          <SelectField label="Country" options={countryOptions} {...form.register('country')} />
        </div>
      </details>
      {seller.isTeamMember ? (
        <p className="text-sm text-stone-700">
          Salesperson: <span className="font-medium text-stone-900">{seller.teamMemberName ?? 'You'}</span>
        </p>
      ) : (
        <SelectField
          label="Salesperson"
          options={[
            { value: '', label: salespersons.isPending ? 'Loading salespersons...' : 'No salesperson' },
            ...activeSalespeople.map((person) => ({ value: person.id, label: person.name })),
          ]}
          {...form.register('salespersonId')}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          className="btn btn-secondary"
          // Pressing the button would blur the field being typed in, which shows the form's
          // messages and moves the button down before the click lands: keep the focus where it is.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onSkip}
        >
          Skip
        </button>
        <button type="submit" className="btn btn-primary" disabled={!ready || save.isPending}>
          {save.isPending ? 'Starting...' : 'Start Consultation'}
        </button>
      </div>
    </form>
  );
}
