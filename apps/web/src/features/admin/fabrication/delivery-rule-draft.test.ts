import { describe, expect, it } from 'vitest';
import { changeType, describeRule, matrixProblem, newRule } from './delivery-rule-draft';

const cambria = { ...newRule(), id: 'r1', brand: 'Cambria', flat_rate_amount: 150 };

describe('the delivery matrix rows', () => {
  it('are checked in order and stop at the first failure', () => {
    expect(
      matrixProblem([cambria, { ...cambria, brand: 'Dekton', pricing_type: 'per_slab' }, newRule()]),
    ).toBe('Dekton: Per-slab amount is required');
    expect(matrixProblem([cambria])).toBeNull();
  });

  it('clear the other types fields when the type changes', () => {
    const tiered = { ...cambria, tier_1_max_slabs: 4, tier_1_amount: 200 };
    expect(changeType(tiered, 'per_slab')).toMatchObject({
      pricing_type: 'per_slab',
      flat_rate_amount: null,
      tier_1_max_slabs: null,
    });
    expect(changeType(tiered, 'free')).toMatchObject({ flat_rate_amount: 0, tier_1_amount: null });
    expect(changeType(tiered, 'tiered')).toMatchObject({ flat_rate_amount: null, tier_1_amount: 200 });
  });

  it('say how each type charges', () => {
    expect(describeRule(cambria)).toBe('$150.00 per shipment');
    expect(describeRule({ ...cambria, pricing_type: 'free' })).toBe('Free delivery');
  });

  it('start new with an id that makes saving create them', () => {
    const [a, b] = [newRule(), newRule()];
    expect(a.id).toMatch(/^new-/);
    expect(a.id).not.toBe(b.id);
  });
});
