import { describe, expect, it } from 'vitest';
import { displayShowroomType, SHOWROOM_TYPES } from './accounts';

describe('displayShowroomType', () => {
  it('shows the legacy showroom type as tile and stone and end_user as home owner', () => {
    expect(displayShowroomType('showroom')).toBe('tile_stone');
    expect(displayShowroomType('end_user')).toBe('home_owner');
  });

  it('shows every current type as itself', () => {
    for (const type of SHOWROOM_TYPES) expect(displayShowroomType(type)).toBe(type);
  });
});
