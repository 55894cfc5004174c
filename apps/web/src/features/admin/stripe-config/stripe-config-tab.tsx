import { useForm, type UseFormReturn } from 'react-hook-form';
import {
  SAVE_CONFIGURATION_FAILED,
  ZSaveStripeConfigRequest,
  type TSaveStripeConfigRequest,
  type TStripeConfig,
} from '@stonetool/contracts/admin-stripe-config';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { useStatusMessage } from '../../../lib/use-status-message';
import { useSaveStripeConfig, useStripeConfig } from './api/stripe-config';

type Mode = 'test' | 'live';
type FormFields = Required<Omit<TSaveStripeConfigRequest, 'is_active' | 'mode'>> & {
  is_active: boolean;
  mode: Mode;
};
type TextFieldName = Exclude<keyof FormFields, 'is_active' | 'mode'>;

function formFrom(config: TStripeConfig | null): FormFields {
  return {
    is_active: config?.is_active ?? false,
    mode: config?.mode ?? 'test',
    test_publishable_key: config?.test_publishable_key ?? '',
    live_publishable_key: config?.live_publishable_key ?? '',
    test_secret_key: '',
    live_secret_key: '',
    test_webhook_secret: '',
    live_webhook_secret: '',
    webhook_endpoint_url: config?.webhook_endpoint_url ?? '',
  };
}

/**
 * The request the form sends: every field the admin filled, and a publishable key or webhook
 * endpoint emptied on a saved configuration as '' (which clears it); a blank secret stays out,
 * which keeps the saved one.
 */
function stripeRequest(values: FormFields, saved: TStripeConfig | null): TSaveStripeConfigRequest {
  const body: TSaveStripeConfigRequest = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== ''),
  );
  for (const field of ['test_publishable_key', 'live_publishable_key', 'webhook_endpoint_url'] as const) {
    if (saved && values[field] === '') body[field] = '';
  }
  return body;
}

/**
 * Card payments (spec 03, stripe-config): whether cards are taken or payments stay manual, the
 * test or live mode, each mode's keys and the webhook endpoint. Secrets are write-only: the form
 * never holds a saved one, says whether one is saved, and sends a secret only when one is typed.
 * Keys are checked for their form by the request's contract, each problem beside its field, and
 * the server checks new secret keys with Stripe.
 */
export function StripeConfigTab() {
  const config = useStripeConfig();
  if (config.isPending) return <p className="text-stone-700">Loading card payment configuration...</p>;
  if (config.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">Failed to load data</Alert>
        <button type="button" className="btn btn-secondary" onClick={() => void config.refetch()}>
          Try Again
        </button>
      </div>
    );
  }
  return <StripeConfigForm saved={config.data} />;
}

function StripeConfigForm({ saved }: { saved: TStripeConfig | null }) {
  const save = useSaveStripeConfig();
  const form = useForm<FormFields>({
    resolver: contractResolver(ZSaveStripeConfigRequest, (values) => stripeRequest(values, saved), {
      every: true,
    }),
    defaultValues: formFrom(saved),
    // A field's problem goes when the admin edits it and is checked again on the next save.
    reValidateMode: 'onSubmit',
  });
  const [message, setMessage] = useStatusMessage();
  const field = textFieldOf(form);

  // Not awaited: the mutation reports a failure through its callbacks, so the promise never rejects.
  const submit = form.handleSubmit(
    (values) => {
      setMessage(null);
      save.mutate(
        { firstSave: saved === null, body: ZSaveStripeConfigRequest.parse(stripeRequest(values, saved)) },
        {
          onSuccess: (stored) => {
            form.reset(formFrom(stored));
            setMessage({ tone: 'success', text: 'Configuration saved' });
          },
          onError: (error) => setMessage({ tone: 'error', text: error.message || SAVE_CONFIGURATION_FAILED }),
        },
      );
    },
    () => setMessage(null),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-3xl space-y-6">
      <p className="text-sm text-stone-700">
        Card payments are{' '}
        <strong>{saved?.is_active ? `active (${saved.mode} mode)` : 'inactive: manual payments only'}</strong>
        .
      </p>
      <fieldset className="space-y-2">
        <legend className="field-label">Payments</legend>
        <label className="flex min-h-10 items-center gap-2 text-stone-800">
          <input type="checkbox" role="switch" className="size-5" {...form.register('is_active')} />
          Accept card payments
        </label>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="field-label">Mode</legend>
        <div className="flex flex-wrap gap-4">
          {(['test', 'live'] as const).map((mode) => (
            <label key={mode} className="flex min-h-10 items-center gap-2 text-stone-800">
              <input type="radio" className="size-5" value={mode} {...form.register('mode')} />
              {mode === 'test' ? 'Test' : 'Live'}
            </label>
          ))}
        </div>
      </fieldset>
      {(['test', 'live'] as const).map((mode) => (
        <KeyFields key={mode} mode={mode} saved={saved} field={field} />
      ))}
      <TextField
        label="Webhook endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        {...field('webhook_endpoint_url')}
      />
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Configuration'}
      </button>
    </form>
  );
}

/** A text field's registration and its problem; editing the field takes its problem away. */
function textFieldOf(form: UseFormReturn<FormFields>) {
  return (name: TextFieldName) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: form.formState.errors[name]?.message,
  });
}

function KeyFields({
  mode,
  saved,
  field,
}: {
  mode: Mode;
  saved: TStripeConfig | null;
  field: ReturnType<typeof textFieldOf>;
}) {
  const title = mode === 'test' ? 'Test keys' : 'Live keys';
  const secretHint = (isSet: boolean | undefined) =>
    isSet ? 'Saved. Leave blank to keep it, or type a new one to replace it.' : 'Not set.';
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <legend className="px-1 font-semibold text-stone-900">{title}</legend>
      <TextField
        label={`${mode === 'test' ? 'Test' : 'Live'} publishable key`}
        autoComplete="off"
        spellCheck={false}
        placeholder={`pk_${mode}_...`}
        {...field(`${mode}_publishable_key`)}
      />
      <TextField
        label={`${mode === 'test' ? 'Test' : 'Live'} secret key`}
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={`sk_${mode}_...`}
        hint={secretHint(saved?.[`${mode}_secret_key_set`])}
        {...field(`${mode}_secret_key`)}
      />
      <TextField
        label={`${mode === 'test' ? 'Test' : 'Live'} webhook secret`}
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder="whsec_..."
        hint={secretHint(saved?.[`${mode}_webhook_secret_set`])}
        {...field(`${mode}_webhook_secret`)}
      />
    </fieldset>
  );
}
