import { describe, expect, it } from 'vitest';
import { parseRecoveryFragment, resolveRoute, safeRedirect, type RouteSession } from './resolve-route';

const owner: RouteSession = { isAdmin: false, isTeamMember: false, expertModeEnabled: false };
const fabricator: RouteSession = { isAdmin: false, isTeamMember: false, expertModeEnabled: true };
const salesperson: RouteSession = { isAdmin: false, isTeamMember: true, expertModeEnabled: false };
const admin: RouteSession = { isAdmin: true, isTeamMember: false, expertModeEnabled: false };

const route = (url: string, session: RouteSession | null) => {
  const parsed = new URL(url, 'http://localhost');
  return resolveRoute({ pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, session });
};

describe('resolveRoute', () => {
  it('a visitor on / sees the landing page', () => {
    expect(route('/', null)).toEqual({ screen: 'landing', variant: 1, openLogin: false, redirect: null });
  });

  it('?v=2 shows the alternate landing page', () => {
    expect(route('/?v=2', null)).toMatchObject({ screen: 'landing', variant: 2 });
  });

  it('login=true opens the login modal over the landing page', () => {
    expect(route('/?login=true', null)).toMatchObject({ screen: 'landing', openLogin: true });
  });

  it('/login?redirect= opens the login modal and keeps a same-site redirect', () => {
    expect(route('/login?redirect=/shared-cart/abc', null)).toEqual({
      screen: 'landing',
      variant: 1,
      openLogin: true,
      redirect: '/shared-cart/abc',
    });
    expect(route('/login?redirect=//evil.example', null)).toMatchObject({ redirect: null });
  });

  it('a shared-cart path wins over everything, even an admin session', () => {
    expect(route('/shared-cart/tok123?admin=true', admin)).toEqual({
      screen: 'shared-cart',
      token: 'tok123',
    });
  });

  it("a client's quote link opens its page for a visitor and for a signed-in admin alike", () => {
    expect(route('/q/Ab_c-9', null)).toEqual({ screen: 'quote-review', token: 'Ab_c-9' });
    expect(route('/q/Ab_c-9/?admin=true', admin)).toEqual({ screen: 'quote-review', token: 'Ab_c-9' });
    expect(route('/q/', null)).toMatchObject({ screen: 'landing' });
  });

  it('a recovery fragment is handled before the rest of the routing', () => {
    expect(route('/#access_token=abc&type=recovery', null)).toEqual({
      screen: 'recovery',
      accessToken: 'abc',
    });
    expect(route('/#access_token=abc&type=signup', null)).toMatchObject({ screen: 'landing' });
  });

  it('the admin flag or any path containing admin shows the admin screen to an admin', () => {
    expect(route('/?admin=true', admin)).toEqual({ screen: 'admin' });
    expect(route('/admin', admin)).toEqual({ screen: 'admin' });
    expect(route('/super-admin/x', admin)).toEqual({ screen: 'admin' });
  });

  it('a logged-in admin sees the admin screen whatever the query', () => {
    expect(route('/', admin)).toEqual({ screen: 'admin' });
    expect(route('/?mode=material', admin)).toEqual({ screen: 'admin' });
    expect(route('/?dashboard=true', admin)).toEqual({ screen: 'admin' });
  });

  it('the admin flag asks a visitor to sign in and refuses a non-admin', () => {
    expect(route('/?admin=true', null)).toEqual({ screen: 'auth-required', area: 'admin' });
    expect(route('/?admin=true', owner)).toEqual({ screen: 'access-denied', area: 'admin' });
  });

  it('the admin flag ranks above the dashboard flag', () => {
    expect(route('/?admin=true&dashboard=true', owner)).toEqual({ screen: 'access-denied', area: 'admin' });
  });

  it('the dashboard flag or any path containing dashboard shows the showroom dashboard', () => {
    expect(route('/?dashboard=true', owner)).toEqual({ screen: 'dashboard' });
    expect(route('/dashboard', owner)).toEqual({ screen: 'dashboard' });
    expect(route('/?dashboard=true&mode=material', owner)).toEqual({ screen: 'dashboard' });
  });

  it('the dashboard is refused to team members and asks visitors to sign in', () => {
    expect(route('/?dashboard=true', salesperson)).toEqual({ screen: 'access-denied', area: 'dashboard' });
    expect(route('/?dashboard=true', null)).toEqual({ screen: 'auth-required', area: 'dashboard' });
  });

  it('a logged-in non-admin without a mode gets the mode picker', () => {
    expect(route('/', owner)).toEqual({ screen: 'mode-picker' });
    expect(route('/?v=2', fabricator)).toEqual({ screen: 'mode-picker' });
    expect(route('/?mode=unknown', owner)).toEqual({ screen: 'mode-picker' });
  });

  it('mode=material when logged in gives Material Mode', () => {
    expect(route('/?mode=material', salesperson)).toEqual({ screen: 'material' });
    expect(route('/?mode=material&preview=true', owner)).toEqual({ screen: 'material' });
  });

  it('mode=expert gives the estimator when the business has Expert Mode, else the read-only preview', () => {
    expect(route('/?mode=expert', fabricator)).toEqual({ screen: 'expert' });
    expect(route('/?mode=expert', owner)).toEqual({ screen: 'preview', mode: 'expert' });
  });

  it('a visitor with preview=true and a mode gets the read-only preview', () => {
    expect(route('/?mode=material&preview=true', null)).toEqual({ screen: 'preview', mode: 'material' });
    expect(route('/?preview=true&mode=expert', null)).toEqual({ screen: 'preview', mode: 'expert' });
  });

  it('a visitor with a mode and no preview gets the authentication-required card', () => {
    expect(route('/?mode=material', null)).toEqual({ screen: 'auth-required', area: 'material' });
    expect(route('/?mode=expert&preview=false', null)).toEqual({ screen: 'auth-required', area: 'expert' });
  });

  it('preview=true without a mode is just the landing page', () => {
    expect(route('/?preview=true', null)).toMatchObject({ screen: 'landing' });
  });
});

describe('parseRecoveryFragment', () => {
  it("opens a new account's welcome link as the same set-password step, worded as a welcome", () => {
    expect(route('/#access_token=welcome_abc&type=invite', null)).toEqual({
      screen: 'recovery',
      accessToken: 'welcome_abc',
      welcome: true,
    });
  });

  it('reads the token only from a recovery fragment', () => {
    expect(parseRecoveryFragment('#access_token=t1&expires_in=3600&type=recovery')).toBe('t1');
    expect(parseRecoveryFragment('#type=recovery')).toBeNull();
    expect(parseRecoveryFragment('')).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('accepts site paths and refuses other origins', () => {
    expect(safeRedirect('/?mode=material')).toBe('/?mode=material');
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
