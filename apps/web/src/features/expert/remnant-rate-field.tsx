import { zodResolver } from '@hookform/resolvers/zod';
import { ZSaveRemnantRateRequest } from '@stonetool/contracts/remnants';
import { centsToDollars, parseUsdToCents } from '@stonetool/domain/money';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../components/text-field';
import { useRemnantRate, useSaveRemnantRate } from './api/remnants';
import { messageOf } from './toast-rules';

/** The rate typed in dollars per sq ft, checked by the call's own contract once read into cents. */
const ZRateForm = z.object({
  rate: z
    .string()
    .transform((text, ctx) => {
      const cents = parseUsdToCents(text);
      if (cents === null) ctx.addIssue({ code: 'custom', message: 'Enter dollars, such as 12.50' });
      return cents ?? z.NEVER;
    })
    .pipe(ZSaveRemnantRateRequest.shape.rate_cents_per_sqft),
});
type FormInput = { rate: string };

/**
 * The remnant rate in the settings panel (decision 118): what material cut from a remnant costs per
 * sq ft, shown at the default ($0.00, the slab was already paid) until the owner saves one.
 */
export function RemnantRateField() {
  const rate = useRemnantRate();
  const save = useSaveRemnantRate();
  const current = rate.data ? centsToDollars(rate.data.rate_cents_per_sqft).toFixed(2) : '';
  const form = useForm<FormInput, unknown, z.output<typeof ZRateForm>>({
    resolver: zodResolver(ZRateForm),
    values: { rate: current },
  });
  const submit = form.handleSubmit(({ rate: cents }) => save.mutate({ rate_cents_per_sqft: cents }));
  return (
    <form aria-label="Remnant rate" className="space-y-2" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Remnant rate ($ per sq ft)"
        inputMode="decimal"
        error={form.formState.errors.rate?.message}
        {...(rate.data?.is_default ? { hint: 'Default: the slab was already paid' } : {})}
        {...form.register('rate')}
      />
      <button type="submit" className="btn btn-secondary w-full" disabled={!rate.data || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Remnant Rate'}
      </button>
      {save.isSuccess ? (
        <p role="status" className="text-sm text-green-800">
          Remnant rate saved.
        </p>
      ) : null}
      {save.isError || rate.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(save.error ?? rate.error, 'Failed to save the remnant rate')}
        </p>
      ) : null}
    </form>
  );
}
