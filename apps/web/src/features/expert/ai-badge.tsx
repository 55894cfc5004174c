import { confidenceBadge } from './ai-import';

const levelClass = {
  High: 'bg-emerald-100 text-emerald-900',
  Medium: 'bg-amber-100 text-amber-950',
  Low: 'bg-red-100 text-red-900',
} as const;

/** How sure the AI import is of a row's values: High, Medium or Low with the percentage. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const badge = confidenceBadge(confidence);
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${levelClass[badge.level]}`}>
      {badge.level} confidence ({badge.percent}%)
    </span>
  );
}

/**
 * The AI-parsed banner of a type card or group card: where the values came from, the confidence
 * (a group's rows carry their own), a dismiss link.
 */
export function AiParsedBanner({
  confidence,
  source,
  onDismiss,
}: {
  confidence: number | null;
  source: 'text' | 'drawing';
  onDismiss: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-950">
      <span className="font-semibold">
        {source === 'drawing' ? 'AI-extracted from drawing' : 'AI-parsed'}: please check the values
      </span>
      {confidence === null ? null : <ConfidenceBadge confidence={confidence} />}
      <button type="button" className="ml-auto text-sm font-medium underline" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/**
 * The slab the import assumed for a card (no thickness in the list, or one the stone lacks), with
 * a button to confirm it; choosing another slab in the stone fields confirms too.
 */
export function SlabAssumptionNotice({ text, onConfirm }: { text: string; onConfirm: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <span>{text}</span>
      <button type="button" className="ml-auto text-sm font-medium underline" onClick={onConfirm}>
        Confirm slab
      </button>
    </div>
  );
}
