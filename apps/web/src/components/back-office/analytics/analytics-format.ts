/**
 * The 'Last updated' label of spec 03 section 2: Just now, 1 minute ago, N minutes ago, 1 hour ago,
 * N hours ago.
 */
export function lastUpdatedLabel(updatedAt: Date, now: Date): string {
  const minutes = Math.floor(Math.max(0, now.getTime() - updatedAt.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
}

/** A percentage the API gives with one decimal, e.g. "12.5%". */
export function formatPercent(percent: number): string {
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}
