import type { TTarget } from '@stonetool/contracts/analytics';
import { formatPercent } from './analytics-format';

const barColours: Record<TTarget['progress_color'], string> = {
  green: 'bg-emerald-600',
  yellow: 'bg-amber-400',
  red: 'bg-red-600',
};

/** A target's progress: the bar is capped at 100 %, its colour by the 90/70 thresholds (the server's). */
export function TargetProgressBar({ target, label }: { target: TTarget; label: string }) {
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={target.bar_percent}
        aria-valuetext={`${formatPercent(target.progress_percent)} of target`}
        className="h-3 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full ${barColours[target.progress_color]}`}
          data-color={target.progress_color}
          style={{ width: `${target.bar_percent}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-stone-700">{formatPercent(target.progress_percent)} of target</p>
    </div>
  );
}
