import { describe, expect, it } from 'vitest';
import { seesAllShowroomOrders } from './order-visibility';

describe('seesAllShowroomOrders', () => {
  it('lets the owner read every order of the showroom', () => {
    expect(seesAllShowroomOrders('owner', false)).toBe(true);
  });

  it('lets a manager read every order only when the owner allows it', () => {
    expect(seesAllShowroomOrders('manager', true)).toBe(true);
    expect(seesAllShowroomOrders('manager', false)).toBe(false);
  });

  it('keeps a salesperson and every other team role to their own orders', () => {
    for (const role of ['salesperson', 'designer', 'coordinator', 'assistant']) {
      expect(seesAllShowroomOrders(role, true)).toBe(false);
    }
  });
});
