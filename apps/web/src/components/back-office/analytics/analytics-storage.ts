import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  type AnalyticsPeriod,
} from '@stonetool/domain/analytics/periods';

/** The Filters panel's choices; 'all' means no filter (the calls then leave it out). */
export interface AnalyticsFilters {
  brand: string;
  type: string;
  /** A team member's id, 'owner', or 'all'. */
  team_member: string;
}

export const ALL_FILTERS: AnalyticsFilters = { brand: 'all', type: 'all', team_member: 'all' };

/** The browser storage keys of spec 03 section 3. */
export const ANALYTICS_STORAGE_KEYS = { filters: 'analytics_filters', period: 'analytics_period' } as const;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function isPeriod(value: string | null): value is AnalyticsPeriod {
  return (ANALYTICS_PERIODS as readonly (string | null)[]).includes(value);
}

/** The saved period, or month when none (or an unknown one) is saved. */
export function loadPeriod(storage: Storage): AnalyticsPeriod {
  const saved = storage.getItem(ANALYTICS_STORAGE_KEYS.period);
  return isPeriod(saved) ? saved : DEFAULT_ANALYTICS_PERIOD;
}

/** The saved filters; anything unreadable counts as 'all'. */
export function loadFilters(storage: Storage): AnalyticsFilters {
  try {
    const saved: unknown = JSON.parse(storage.getItem(ANALYTICS_STORAGE_KEYS.filters) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return ALL_FILTERS;
    const pick = (key: keyof AnalyticsFilters) => {
      const value = (saved as Record<string, unknown>)[key];
      return typeof value === 'string' && value.trim() ? value : 'all';
    };
    return { brand: pick('brand'), type: pick('type'), team_member: pick('team_member') };
  } catch {
    return ALL_FILTERS;
  }
}

export function savePeriod(storage: Storage, period: AnalyticsPeriod): void {
  storage.setItem(ANALYTICS_STORAGE_KEYS.period, period);
}

export function saveFilters(storage: Storage, filters: AnalyticsFilters): void {
  storage.setItem(ANALYTICS_STORAGE_KEYS.filters, JSON.stringify(filters));
}

/** The query parameters of the analytics and insights calls: filters only when not 'all'. */
export function analyticsParams(period: AnalyticsPeriod, filters: AnalyticsFilters): URLSearchParams {
  const params = new URLSearchParams({ period });
  for (const key of ['brand', 'type', 'team_member'] as const) {
    if (filters[key] !== 'all') params.set(key, filters[key]);
  }
  return params;
}
