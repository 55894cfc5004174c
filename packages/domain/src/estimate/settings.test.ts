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
      minSeamPart: 12,
      cutoutClearance: 6,
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
      minSeamPart: 18,
      cutoutClearance: 0,
      useRemnantsFirst: true,
    };
    expect(resolveSettings(chosen)).toEqual(chosen);
  });

  it('applies the kerf only when it is above 0', () => {
    expect(resolveSettings({ kerfWidth: -1 }).kerfWidth).toBe(0);
    expect(resolveSettings({ kerfWidth: Number.NaN }).kerfWidth).toBe(0);
  });

  it('takes the default seam rules for a setting out of range', () => {
    expect(resolveSettings({ minSeamPart: 0, cutoutClearance: 30 })).toMatchObject({
      minSeamPart: 12,
      cutoutClearance: 6,
    });
  });
});
