import { describe, expect, it } from 'vitest';
import { resolveSettings } from './settings';

describe('resolveSettings', () => {
  it('fills the defaults when nothing is set', () => {
    expect(resolveSettings(undefined)).toEqual({
      multiProductOptimization: true,
      breakageBuffer: 10,
      kerfWidth: 0,
      includeFabrication: true,
      includeInstallation: false,
      allowSeams: true,
      useRemnantsFirst: false,
    });
  });

  it('keeps what the settings panel chose, 0 % buffer included', () => {
    const chosen = {
      multiProductOptimization: false,
      breakageBuffer: 0,
      kerfWidth: 0.125,
      includeFabrication: false,
      includeInstallation: true,
      allowSeams: false,
      useRemnantsFirst: true,
    };
    expect(resolveSettings(chosen)).toEqual(chosen);
  });

  it('applies the kerf only when it is above 0', () => {
    expect(resolveSettings({ kerfWidth: -1 }).kerfWidth).toBe(0);
    expect(resolveSettings({ kerfWidth: Number.NaN }).kerfWidth).toBe(0);
  });
});
