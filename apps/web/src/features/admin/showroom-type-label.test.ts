import { describe, expect, it } from 'vitest';
import { showroomTypeLabel } from './showroom-type-label';

describe('showroomTypeLabel', () => {
  it('names the account types', () => {
    expect(showroomTypeLabel('kitchen_bath')).toBe('Kitchen & Bath');
    expect(showroomTypeLabel('fabricator')).toBe('Fabricator');
  });

  it('shows the legacy showroom and end_user values as tile and stone and as home owner', () => {
    expect(showroomTypeLabel('showroom')).toBe('Tile & Stone');
    expect(showroomTypeLabel('end_user')).toBe('Home Owner');
  });
});
