import type { TTarget } from '@stonetool/contracts/analytics';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../alert';
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
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setValue(String(target?.target_value ?? suggestion ?? ''));
    setError(null);
    setEditing(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) {
      setError('Target value must be a number');
      return;
    }
    try {
      await onSave(number);
      setEditing(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to save target');
    }
  };

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
        <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={(event) => void submit(event)}>
          <div>
            <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
              {label} target
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="decimal"
              min={0}
              max={metric === 'conversion' ? 100 : undefined}
              step={metric === 'orders' ? 1 : 'any'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="mt-1 w-40 rounded-md border border-stone-400 px-3 py-2"
            />
          </div>
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
