import { confidenceBadge } from './ai-import';

const levelClass = {
  High: 'bg-emerald-100 text-emerald-900',
  Medium: 'bg-amber-100 text-amber-950',
  Low: 'bg-red-100 text-red-900',
} as const;

/** The AI-parsed banner of a type card: where the values came from, its confidence, a dismiss link. */
export function AiParsedBanner({
  confidence,
  source,
  onDismiss,
}: {
  confidence: number | null;
  source: 'text' | 'drawing';
  onDismiss: () => void;
}) {
  const badge = confidence === null ? null : confidenceBadge(confidence);
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-950">
      <span className="font-semibold">
        {source === 'drawing' ? 'AI-extracted from drawing' : 'AI-parsed'}: please check the values
      </span>
      {badge ? (
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${levelClass[badge.level]}`}>
          {badge.level} confidence ({badge.percent}%)
        </span>
      ) : null}
      <button type="button" className="ml-auto text-sm font-medium underline" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
