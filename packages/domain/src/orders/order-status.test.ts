import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedOrderStatusTransitions,
  canTransitionOrderStatus,
  isFinalOrderStatus,
  ORDER_STATUSES,
} from './order-status';

const anyStatus = fc.constantFrom(...ORDER_STATUSES);

describe('order status transitions (spec 03 section 4)', () => {
  it('delivered and cancelled are final: nothing can follow them', () => {
    expect(isFinalOrderStatus('delivered')).toBe(true);
    expect(isFinalOrderStatus('cancelled')).toBe(true);
    expect(allowedOrderStatusTransitions('delivered')).toEqual([]);
    expect(allowedOrderStatusTransitions('cancelled')).toEqual([]);
  });

  it('an open order may move forward step by step, as the admin actions do', () => {
    expect(canTransitionOrderStatus('pending', 'processing')).toBe(true);
    expect(canTransitionOrderStatus('processing', 'completed')).toBe(true);
    expect(canTransitionOrderStatus('completed', 'delivered')).toBe(true);
  });

  it('an open order may be cancelled', () => {
    for (const from of ['pending', 'processing', 'completed'] as const) {
      expect(canTransitionOrderStatus(from, 'cancelled')).toBe(true);
    }
  });

  it('an open order may step back or skip, as the showroom dropdown offers any status', () => {
    expect(canTransitionOrderStatus('processing', 'pending')).toBe(true);
    expect(canTransitionOrderStatus('pending', 'delivered')).toBe(true);
  });

  it('a status never moves to itself', () => {
    fc.assert(fc.property(anyStatus, (status) => !canTransitionOrderStatus(status, status)));
  });

  it('a change is allowed exactly when the order is open and the status differs', () => {
    fc.assert(
      fc.property(anyStatus, anyStatus, (from, to) => {
        expect(canTransitionOrderStatus(from, to)).toBe(!isFinalOrderStatus(from) && from !== to);
      }),
    );
  });
});
