import { useState, type FormEvent } from 'react';
import {
  SAVE_CONFIGURATION_FAILED,
  ZSaveStripeConfigRequest,
  type TSaveStripeConfigRequest,
  type TStripeConfig,
} from '@stonetool/contracts/admin-stripe-config';
import { Alert } from '../../../components/alert';
import { useStatusMessage } from '../../../lib/use-status-message';
import { TextField } from '../../../components/text-field';
import { useSaveStripeConfig, useStripeConfig } from './api/stripe-config';

type Mode = 'test' | 'live';
type FormFields = Required<Omit<TSaveStripeConfigRequest, 'is_active' | 'mode'>> & {
  is_active: boolean;
  mode: Mode;
};
type FieldName = keyof FormFields;

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
 * Card payments (spec 03, stripe-config): whether cards are taken or payments stay manual, the
 * test or live mode, each mode's keys and the webhook endpoint. Secrets are write-only: the form
 * never holds a saved one, says whether one is saved, and sends a secret only when one is typed.
 * Keys are checked for their form here, and the server checks new secret keys with Stripe.
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
  const [form, setForm] = useState<FormFields>(() => formFrom(saved));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [message, setMessage] = useStatusMessage();

  const set = <K extends FieldName>(field: K, value: FormFields[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const body: TSaveStripeConfigRequest = Object.fromEntries(
      Object.entries(form).filter(([, value]) => value !== ''),
    );
    for (const field of ['test_publishable_key', 'live_publishable_key', 'webhook_endpoint_url'] as const) {
      if (saved && form[field] === '') body[field] = '';
    }
    const parsed = ZSaveStripeConfigRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    save.mutate(
      { firstSave: saved === null, body: parsed.data },
      {
        onSuccess: (stored) => {
          setForm(formFrom(stored));
          setMessage({ tone: 'success', text: 'Configuration saved' });
        },
        onError: (error) => setMessage({ tone: 'error', text: error.message || SAVE_CONFIGURATION_FAILED }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-6">
      <p className="text-sm text-stone-700">
        Card payments are{' '}
        <strong>{saved?.is_active ? `active (${saved.mode} mode)` : 'inactive: manual payments only'}</strong>
        .
      </p>
      <fieldset className="space-y-2">
        <legend className="field-label">Payments</legend>
        <label className="flex min-h-10 items-center gap-2 text-stone-800">
          <input
            type="checkbox"
            role="switch"
            className="size-5"
            checked={form.is_active}
            onChange={(event) => set('is_active', event.target.checked)}
          />
          Accept card payments
        </label>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="field-label">Mode</legend>
        <div className="flex flex-wrap gap-4">
          {(['test', 'live'] as const).map((mode) => (
            <label key={mode} className="flex min-h-10 items-center gap-2 text-stone-800">
              <input
                type="radio"
                name="stripe-mode"
                className="size-5"
                checked={form.mode === mode}
                onChange={() => set('mode', mode)}
              />
              {mode === 'test' ? 'Test' : 'Live'}
            </label>
          ))}
        </div>
      </fieldset>
      {(['test', 'live'] as const).map((mode) => (
        <KeyFields key={mode} mode={mode} form={form} saved={saved} errors={errors} set={set} />
      ))}
      <TextField
        label="Webhook endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        value={form.webhook_endpoint_url}
        error={errors.webhook_endpoint_url}
        onChange={(event) => set('webhook_endpoint_url', event.target.value)}
      />
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Configuration'}
      </button>
    </form>
  );
}

function KeyFields({
  mode,
  form,
  saved,
  errors,
  set,
}: {
  mode: Mode;
  form: FormFields;
  saved: TStripeConfig | null;
  errors: Partial<Record<FieldName, string>>;
  set: (field: FieldName, value: string) => void;
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
        value={form[`${mode}_publishable_key`]}
        error={errors[`${mode}_publishable_key`]}
        onChange={(event) => set(`${mode}_publishable_key`, event.target.value)}
      />
      <TextField
        label={`${mode === 'test' ? 'Test' : 'Live'} secret key`}
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={`sk_${mode}_...`}
        hint={secretHint(saved?.[`${mode}_secret_key_set`])}
        value={form[`${mode}_secret_key`]}
        error={errors[`${mode}_secret_key`]}
        onChange={(event) => set(`${mode}_secret_key`, event.target.value)}
      />
      <TextField
        label={`${mode === 'test' ? 'Test' : 'Live'} webhook secret`}
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder="whsec_..."
        hint={secretHint(saved?.[`${mode}_webhook_secret_set`])}
        value={form[`${mode}_webhook_secret`]}
        error={errors[`${mode}_webhook_secret`]}
        onChange={(event) => set(`${mode}_webhook_secret`, event.target.value)}
      />
    </fieldset>
  );
}
