import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from './use-session';

describe('destinationAfterLogin', () => {
  it('an admin lands on the admin screen', () => {
    expect(destinationAfterLogin({ isAdmin: true, isTeamMember: false })).toBe('/?admin=true');
  });

  it('a team member goes straight to Material Mode', () => {
    expect(destinationAfterLogin({ isAdmin: false, isTeamMember: true })).toBe('/?mode=material');
  });

  it('an owner or fabricator gets the mode picker', () => {
    expect(destinationAfterLogin({ isAdmin: false, isTeamMember: false })).toBe('/');
  });

  it('a redirect from /login?redirect= wins', () => {
    expect(destinationAfterLogin({ isAdmin: false, isTeamMember: true }, '/shared-cart/t1')).toBe(
      '/shared-cart/t1',
    );
  });
});
