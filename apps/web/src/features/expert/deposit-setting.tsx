import { ZDepositPercent } from '@stonetool/contracts/quote-links';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { useDepositSettings, useUpdateDepositSettings } from './api/deposit-settings';

/**
 * The business's card deposit (issue 25): the percent of the total a client is asked to pay by
 * card when they accept a quote. Said plainly when card payments are off, since then none is
 * asked whatever the percent.
 */
export function DepositSetting({ open }: { open: boolean }) {
  const settings = useDepositSettings(open);
  const update = useUpdateDepositSettings();
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (settings.isError) return <Alert tone="error">{settings.error.message}</Alert>;
  if (!settings.data) return null;
  const { deposit_percent, card_payments_active } = settings.data;
  const save = () => {
    const parsed = ZDepositPercent.safeParse(typed === null || typed.trim() === '' ? NaN : Number(typed));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    update.mutate({ deposit_percent: parsed.data }, { onSuccess: () => setTyped(null) });
  };
  return (
    <section aria-labelledby="deposit-setting" className="space-y-2 rounded-lg border border-stone-200 p-3">
      <h3 id="deposit-setting" className="font-semibold text-stone-900">
        Deposit on acceptance
      </h3>
      {card_payments_active ? (
        <p className="text-sm text-stone-700">
          When the client accepts, they are asked to pay {deposit_percent} % of the total by card.
          {deposit_percent === 0 ? ' At 0 % no deposit is asked.' : ''}
        </p>
      ) : (
        <p className="text-sm text-stone-700">
          Card payments are not turned on for the platform, so accepting asks no deposit.
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Deposit (%)"
          inputMode="numeric"
          className="w-24"
          value={typed ?? String(deposit_percent)}
          error={problem ?? undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={update.isPending || typed === null}
          onClick={save}
        >
          {update.isPending ? 'Saving...' : 'Save Deposit'}
        </button>
      </div>
      {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
    </section>
  );
}
