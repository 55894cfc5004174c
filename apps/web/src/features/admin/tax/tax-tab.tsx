import { useEffect, useRef, useState } from 'react';
import {
  hasHundredthsStep,
  SALES_TAX_RATE_MAX,
  SALES_TAX_RATE_MIN,
  SALES_TAX_RATE_MESSAGE,
  type TShowroomTaxSetting,
} from '@stonetool/contracts/admin-tax-settings';
import { Alert } from '../../../components/alert';
import { useTaxSettings } from './api/get-tax-settings';
import { useUpdateTaxSettings } from './api/update-tax-settings';

/** How long a typed rate waits for the next keystroke before it is saved. */
const RATE_SAVE_DELAY_MS = 500;
/** Status messages clear after 3 s (spec 03 section 9). */
const MESSAGE_MS = 3000;

/** A typed rate as a number when it is one the server takes (0 to 50, step 0.01); else null. */
export function parseRate(text: string): number | null {
  if (text.trim() === '') return null;
  const rate = Number(text);
  if (!Number.isFinite(rate) || rate < SALES_TAX_RATE_MIN || rate > SALES_TAX_RATE_MAX) return null;
  return hasHundredthsStep(rate) ? rate : null;
}

/** Why a typed rate is not saved, naming the field and what is kept instead. */
export function rateRefusal(row: Pick<TShowroomTaxSetting, 'name' | 'sales_tax_rate'>, text: string): string {
  return `Sales tax rate for ${row.name}: "${text.trim()}" was not saved. ${SALES_TAX_RATE_MESSAGE}; ${row.sales_tax_rate}% is kept.`;
}

type Message = { tone: 'success' | 'error'; text: string } | null;

/**
 * Admin Customer Sales Tax tab (spec 03 sections 2, 5 and 8): a table of showrooms, each with a
 * tax switch and a rate. Every change is saved at once: the switch on click, a rate once typing
 * pauses or the field is left; a rate outside 0–50 or finer than 0.01 is refused with a message
 * naming the field, and the saved one comes back when the field is left.
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
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Customer sales tax by showroom</caption>
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Showroom
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Sales Tax
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Rate (%)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {settings.data.map((row) => (
              <TaxRow key={row.id} row={row} onSaved={setMessage} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function TaxRow({ row, onSaved }: { row: TShowroomTaxSetting; onSaved: (message: Message) => void }) {
  const update = useUpdateTaxSettings();
  const [rateText, setRateText] = useState(String(row.sales_tax_rate));
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function save(change: { tax_enabled: boolean } | { sales_tax_rate: number }) {
    update.mutate(
      { showroom_id: row.id, ...change },
      {
        onSuccess: () => onSaved({ tone: 'success', text: 'Tax settings updated successfully' }),
        onError: () => {
          setRateText(String(row.sales_tax_rate));
          onSaved({ tone: 'error', text: 'Failed to update tax settings' });
        },
      },
    );
  }

  function saveRate(text: string) {
    const rate = parseRate(text);
    // A field emptied while typing is not yet a refusal; leaving it empty is (leaveRate).
    if (rate === null) {
      if (text.trim() !== '') onSaved({ tone: 'error', text: rateRefusal(row, text) });
    } else if (rate !== row.sales_tax_rate) save({ sales_tax_rate: rate });
  }

  function changeRate(text: string) {
    setRateText(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => saveRate(text), RATE_SAVE_DELAY_MS);
  }

  /** Leaving the field saves a pending rate at once, or brings back the saved one if it is ignored. */
  function leaveRate() {
    window.clearTimeout(timer.current);
    if (parseRate(rateText) === null) {
      setRateText(String(row.sales_tax_rate));
      onSaved({ tone: 'error', text: rateRefusal(row, rateText) });
    } else saveRate(rateText);
  }

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
          value={rateText}
          onChange={(event) => changeRate(event.target.value)}
          onBlur={leaveRate}
          aria-label={`Sales tax rate for ${row.name}`}
        />
      </td>
    </tr>
  );
}
