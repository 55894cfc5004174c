import { describe, expect, it } from 'vitest';
import {
  ALL_FILTERS,
  analyticsParams,
  loadFilters,
  loadPeriod,
  saveFilters,
  savePeriod,
} from './analytics-storage';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('analytics browser storage', () => {
  it('defaults to month and all filters', () => {
    const storage = memoryStorage();
    expect(loadPeriod(storage)).toBe('month');
    expect(loadFilters(storage)).toEqual(ALL_FILTERS);
  });

  it('keeps the period and filters under analytics_period and analytics_filters', () => {
    const storage = memoryStorage();
    savePeriod(storage, 'week');
    saveFilters(storage, { brand: 'Caesarstone', type: 'all', team_member: 'owner' });
    expect(storage.getItem('analytics_period')).toBe('week');
    expect(loadPeriod(storage)).toBe('week');
    expect(loadFilters(storage)).toEqual({ brand: 'Caesarstone', type: 'all', team_member: 'owner' });
  });

  it('ignores an unknown period and unreadable filters', () => {
    const storage = memoryStorage();
    storage.setItem('analytics_period', 'decade');
    storage.setItem('analytics_filters', '{not json');
    expect(loadPeriod(storage)).toBe('month');
    expect(loadFilters(storage)).toEqual(ALL_FILTERS);
    storage.setItem('analytics_filters', JSON.stringify({ brand: 42, type: 'Quartz' }));
    expect(loadFilters(storage)).toEqual({ brand: 'all', type: 'Quartz', team_member: 'all' });
  });

  it('sends filters only when not all', () => {
    expect(analyticsParams('year', { brand: 'all', type: 'Quartz', team_member: 'all' }).toString()).toBe(
      'period=year&type=Quartz',
    );
  });
});
