import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayShowroomType,
  isValidTeamPin,
  SHOWROOM_TYPES,
  TEAM_ROLE_PERMISSIONS,
  TEAM_ROLES,
} from './accounts';

describe('displayShowroomType', () => {
  it('shows the legacy showroom type as tile and stone and end_user as home owner', () => {
    expect(displayShowroomType('showroom')).toBe('tile_stone');
    expect(displayShowroomType('end_user')).toBe('home_owner');
  });

  it('shows every current type as itself', () => {
    for (const type of SHOWROOM_TYPES) expect(displayShowroomType(type)).toBe(type);
  });
});

describe('TEAM_ROLE_PERMISSIONS', () => {
  it('lets no team role see wholesale costs, which only the owner sees', () => {
    for (const role of TEAM_ROLES) expect(TEAM_ROLE_PERMISSIONS[role].canSeeWholesaleCosts).toBe(false);
  });

  it('gives the manager the showroom costs and the largest discount of the team', () => {
    const manager = TEAM_ROLE_PERMISSIONS.manager;
    expect(manager).toEqual({
      canSeeWholesaleCosts: false,
      canSeeShowroomCosts: true,
      maxDiscountPercent: 25,
    });
    for (const role of TEAM_ROLES) {
      expect(TEAM_ROLE_PERMISSIONS[role].maxDiscountPercent).toBeLessThanOrEqual(manager.maxDiscountPercent);
      if (role !== 'manager') expect(TEAM_ROLE_PERMISSIONS[role].canSeeShowroomCosts).toBe(false);
    }
  });

  it('gives a salesperson 10 %, a designer and a coordinator 5 % and an assistant no discount', () => {
    expect(TEAM_ROLE_PERMISSIONS.salesperson.maxDiscountPercent).toBe(10);
    expect(TEAM_ROLE_PERMISSIONS.designer.maxDiscountPercent).toBe(5);
    expect(TEAM_ROLE_PERMISSIONS.coordinator.maxDiscountPercent).toBe(5);
    expect(TEAM_ROLE_PERMISSIONS.assistant.maxDiscountPercent).toBe(0);
  });
});

describe('isValidTeamPin', () => {
  it('accepts 4 to 6 digits', () => {
    for (const pin of ['2468', '13579', '000000']) expect(isValidTeamPin(pin)).toBe(true);
  });

  it('refuses fewer than 4 or more than 6 digits, and anything but digits', () => {
    for (const pin of ['', '123', '1234567', '12a4', '12 34', '١٢٣٤'])
      expect(isValidTeamPin(pin)).toBe(false);
  });

  it('accepts exactly the strings of 4 to 6 ASCII digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (pin) => {
        const expected = pin.length >= 4 && pin.length <= 6 && [...pin].every((c) => c >= '0' && c <= '9');
        expect(isValidTeamPin(pin)).toBe(expected);
      }),
    );
  });
});
