import { ZSaveTargetRequest, type TTarget } from '@stonetool/contracts/analytics';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../alert';
import { TextField } from '../../text-field';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { formatDollars } from '../orders/order-format';
import { formatPercent } from './analytics-format';
import { TargetProgressBar } from './progress-bar';

export type TargetMetricName = 'revenue' | 'profit' | 'orders' | 'conversion';

/** A metric's value in its own unit: dollars, a count, or a percent. */
export function formatMetric(metric: TargetMetricName, value: number): string {
  if (metric === 'orders') return value.toLocaleString('en-US');
  if (metric === 'conversion') return formatPercent(value);
  return formatDollars(value);
}

/** A number field's text as a target value; empty is not a number (the contract would coerce it to 0). */
export function targetValueOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

function TargetRow({
  metric,
  label,
  target,
  suggestion,
  canEdit,
  saving,
  onSave,
}: {
  metric: TargetMetricName;
  label: string;
  target: TTarget | undefined;
  suggestion: number | undefined;
  canEdit: boolean;
  saving: boolean;
  onSave: (value: number) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  // The showroom's save request checks the value: its metrics include the admin's system ones,
  // and both requests share the value rules (0 or more, conversion at most 100, whole orders).
  const form = useForm<{ value: string }>({
    resolver: contractResolver(
      ZSaveTargetRequest,
      ({ value }) => ({ metric_type: metric, target_value: targetValueOf(value) }),
      { fieldOf: { target_value: 'value' } },
    ),
    defaultValues: { value: '' },
    reValidateMode: 'onSubmit',
  });
  const errors = form.formState.errors;
  const error = errors.value?.message ?? errors.root?.message;

  const start = () => {
    form.reset({ value: String(target?.target_value ?? suggestion ?? '') });
    setEditing(true);
  };
  // Not awaited: a refusal is caught here and shown under the row, so the promise never rejects.
  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await onSave(targetValueOf(value));
      setEditing(false);
    } catch (failure) {
      form.setError('root', {
        message: failure instanceof Error ? failure.message : 'Failed to save target',
      });
    }
  });

  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h5 className="font-semibold text-stone-900">{label}</h5>
        {target ? (
          <p className="text-sm text-stone-800">
            {formatMetric(metric, target.current_value)} of {formatMetric(metric, target.target_value)}
          </p>
        ) : (
          <p className="text-sm text-stone-700">No target set</p>
        )}
      </div>
      {target ? (
        <div className="mt-2">
          <TargetProgressBar target={target} label={`${label} progress`} />
        </div>
      ) : null}
      {editing ? (
        <form
          noValidate
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(event) => void submit(event)}
        >
          <TextField
            label={`${label} target`}
            className="w-40"
            type="number"
            inputMode="decimal"
            min={0}
            max={metric === 'conversion' ? 100 : undefined}
            step={metric === 'orders' ? 1 : 'any'}
            {...form.register('value')}
          />
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </form>
      ) : canEdit ? (
        <button
          type="button"
          className="btn btn-secondary mt-3"
          aria-label={`${target ? 'Edit' : 'Set'} ${label} target`}
          onClick={start}
        >
          {target ? 'Edit' : 'Set Target'}
        </button>
      ) : null}
      {editing && suggestion !== undefined ? (
        <p className="mt-1 text-sm text-stone-700">Suggested: {formatMetric(metric, suggestion)}</p>
      ) : null}
      {error ? (
        <div className="mt-2">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Targets per metric with their progress bars, and for those who may set them, Set Target / Edit
 * with Save and Cancel (spec 03 sections 2 and 4). Used by the showroom's Insights and the admin's
 * Targets tab.
 */
export function TargetsPanel<M extends TargetMetricName>({
  metrics,
  targets,
  suggestions,
  canEdit,
  saving,
  onSave,
}: {
  metrics: readonly { metric: M; label: string }[];
  targets: Partial<Record<M, TTarget>>;
  suggestions: Partial<Record<M, number>>;
  canEdit: boolean;
  saving: boolean;
  onSave: (metric: M, value: number) => Promise<void>;
}) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {metrics.map(({ metric, label }) => (
        <TargetRow
          key={metric}
          metric={metric}
          label={label}
          target={targets[metric]}
          suggestion={suggestions[metric]}
          canEdit={canEdit}
          saving={saving}
          onSave={(value) => onSave(metric, value)}
        />
      ))}
    </ul>
  );
}
