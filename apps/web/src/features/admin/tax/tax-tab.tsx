import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  SALES_TAX_RATE_MAX,
  SALES_TAX_RATE_MIN,
  SALES_TAX_RATE_MESSAGE,
  ZUpdateTaxSettingsRequest,
  type TShowroomTaxSetting,
  type TUpdateTaxSettingsRequest,
} from '@stonetool/contracts/admin-tax-settings';
import { Alert } from '../../../components/alert';
import { ColumnHeaders, DataTable } from '../../../components/data-table';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { useTaxSettings } from './api/get-tax-settings';
import { useUpdateTaxSettings } from './api/update-tax-settings';

/** How long a typed rate waits for the next keystroke before it is saved. */
const RATE_SAVE_DELAY_MS = 500;
/** Status messages clear after 3 s (spec 03 section 9). */
const MESSAGE_MS = 3000;

/** Why a typed rate is not saved, naming the field and what is kept instead. */
export function rateRefusal(row: Pick<TShowroomTaxSetting, 'name' | 'sales_tax_rate'>, text: string): string {
  return `Sales tax rate for ${row.name}: "${text.trim()}" was not saved. ${SALES_TAX_RATE_MESSAGE}; ${row.sales_tax_rate}% is kept.`;
}

type Message = { tone: 'success' | 'error'; text: string } | null;

type RateField = { sales_tax_rate: string };

/**
 * The request a typed rate makes for its showroom. An empty field is no number at all (NaN, which
 * the contract refuses), never 0, which `Number('')` would make it.
 */
function rateRequest(row: TShowroomTaxSetting, { sales_tax_rate }: RateField) {
  const text = sales_tax_rate.trim();
  return { showroom_id: row.id, sales_tax_rate: text === '' ? Number.NaN : Number(text) };
}

/**
 * Admin Customer Sales Tax tab (spec 03 sections 2, 5 and 8): a table of showrooms, each with a
 * tax switch and a rate. Every change is saved at once: the switch on click, a rate once typing
 * pauses or the field is left; a rate the update request's contract refuses (outside 0–50 or
 * finer than 0.01) is refused with a message naming the field, and the saved one comes back when
 * the field is left.
 */
export function TaxTab() {
  const settings = useTaxSettings();
  const [message, setMessage] = useState<Message>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  if (settings.isPending) return <p className="text-stone-700">Loading tax settings...</p>;
  if (settings.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">Failed to load tax settings</Alert>
        <button type="button" className="btn btn-secondary" onClick={() => void settings.refetch()}>
          Try Again
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <DataTable
        label="Customer sales tax"
        caption="Customer sales tax by showroom"
        head={<ColumnHeaders labels={['Showroom', 'Sales Tax', 'Rate (%)']} />}
      >
        {settings.data.map((row) => (
          <TaxRow key={row.id} row={row} onSaved={setMessage} />
        ))}
      </DataTable>
    </div>
  );
}

function TaxRow({ row, onSaved }: { row: TShowroomTaxSetting; onSaved: (message: Message) => void }) {
  const update = useUpdateTaxSettings();
  const form = useForm<RateField>({
    resolver: contractResolver(ZUpdateTaxSettingsRequest, (values) => rateRequest(row, values)),
    defaultValues: { sales_tax_rate: String(row.sales_tax_rate) },
  });
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const putSavedRateBack = () => form.reset({ sales_tax_rate: String(row.sales_tax_rate) });
  const refuseRate = () =>
    onSaved({ tone: 'error', text: rateRefusal(row, form.getValues('sales_tax_rate')) });

  function save(change: Omit<TUpdateTaxSettingsRequest, 'showroom_id'>) {
    update.mutate(
      { showroom_id: row.id, ...change },
      {
        onSuccess: () => onSaved({ tone: 'success', text: 'Tax settings updated successfully' }),
        onError: () => {
          putSavedRateBack();
          onSaved({ tone: 'error', text: 'Failed to update tax settings' });
        },
      },
    );
  }

  function saveChangedRate(values: RateField) {
    const { sales_tax_rate } = rateRequest(row, values);
    if (sales_tax_rate !== row.sales_tax_rate) save({ sales_tax_rate });
  }

  // A field emptied while typing is not yet a refusal; leaving it empty is (leaveRate).
  const saveRate = form.handleSubmit(saveChangedRate, () => {
    if (form.getValues('sales_tax_rate').trim() !== '') refuseRate();
  });

  /** Leaving the field saves a pending rate at once, or brings back the saved one if it is refused. */
  const leaveRate = form.handleSubmit(saveChangedRate, () => {
    refuseRate();
    putSavedRateBack();
  });

  const rate = form.register('sales_tax_rate');

  return (
    <tr>
      <td className="px-4 py-3">
        <div className="font-medium break-words text-stone-900">{row.name}</div>
        <div className="break-all text-stone-600">{row.email}</div>
      </td>
      <td className="px-4 py-3">
        <label className="flex min-h-10 items-center gap-2">
          <input
            type="checkbox"
            role="switch"
            className="size-5"
            checked={row.tax_enabled}
            disabled={update.isPending}
            onChange={(event) => save({ tax_enabled: event.target.checked })}
            aria-label={`Charge sales tax at ${row.name}`}
          />
          <span className="text-stone-800">{row.tax_enabled ? 'On' : 'Off'}</span>
        </label>
      </td>
      <td className="px-4 py-3">
        <input
          type="number"
          inputMode="decimal"
          min={SALES_TAX_RATE_MIN}
          max={SALES_TAX_RATE_MAX}
          step={0.01}
          className="field-input w-28"
          {...rate}
          // Not awaited: the checks and the saves report through the messages, so they never reject.
          onChange={(event) => {
            void rate.onChange(event);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => void saveRate(), RATE_SAVE_DELAY_MS);
          }}
          onBlur={(event) => {
            void rate.onBlur(event);
            window.clearTimeout(timer.current);
            void leaveRate();
          }}
          aria-label={`Sales tax rate for ${row.name}`}
        />
      </td>
    </tr>
  );
}
