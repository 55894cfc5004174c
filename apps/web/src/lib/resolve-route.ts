export type ToolMode = 'material' | 'expert';

/** What the router needs to know about the signed-in user. */
export type RouteSession = {
  isAdmin: boolean;
  isTeamMember: boolean;
  /** The user's business has Expert Mode (the full estimator) switched on. */
  expertModeEnabled: boolean;
};

export type Route =
  | { screen: 'shared-cart'; token: string }
  | { screen: 'quote-review'; token: string }
  | { screen: 'recovery'; accessToken: string; welcome?: true }
  | { screen: 'admin' }
  | { screen: 'access-denied'; area: 'admin' | 'dashboard' }
  | { screen: 'dashboard' }
  | { screen: 'mode-picker' }
  | { screen: 'material' }
  | { screen: 'expert' }
  | { screen: 'preview'; mode: ToolMode }
  | { screen: 'auth-required'; area: ToolMode | 'admin' | 'dashboard' }
  | { screen: 'landing'; variant: 1 | 2; openLogin: boolean; redirect: string | null };

export type RouteInput = {
  pathname: string;
  search: string;
  hash?: string;
  session: RouteSession | null;
};

function fragmentParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/**
 * The fragment a password-recovery link opens with: `#access_token=…&type=recovery`, or a new
 * account's welcome link, `type=invite` (the same set-password step, worded as a welcome).
 */
export function parseRecoveryFragment(hash: string): string | null {
  const params = fragmentParams(hash);
  const token = params.get('access_token');
  const type = params.get('type');
  return token && (type === 'recovery' || type === 'invite') ? token : null;
}

/**
 * Only a same-site path may be a post-login target (`/login?redirect=`), never another origin.
 */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * Which screen a URL shows, in the priority order of spec 01 section 2: shared-cart path (and a
 * client's quote link, /q/{token}, beside it); admin
 * flag or path; logged-in admin; dashboard flag or path; logged-in non-admin without a mode gets
 * the mode picker; mode=material logged in; mode=expert logged in (the estimator when the business
 * has Expert Mode, otherwise the read-only preview); preview with a mode and no login; a mode
 * without login; else the landing page. A recovery fragment is handled before all of them.
 * Admin and dashboard without a login ask to sign in, and with the wrong role are refused: the
 * server refuses their data anyway, so the screen says so instead of failing call by call.
 */
export function resolveRoute({ pathname, search, hash = '', session }: RouteInput): Route {
  const sharedCart = /^\/shared-cart\/([^/]+)\/?$/.exec(pathname);
  if (sharedCart?.[1]) return { screen: 'shared-cart', token: decodeURIComponent(sharedCart[1]) };

  // A client's quote link opens the same page whoever is signed in on the browser (issue 25).
  const quoteLink = /^\/q\/([^/]+)\/?$/.exec(pathname);
  if (quoteLink?.[1]) return { screen: 'quote-review', token: decodeURIComponent(quoteLink[1]) };

  const recoveryToken = parseRecoveryFragment(hash);
  if (recoveryToken) {
    return fragmentParams(hash).get('type') === 'invite'
      ? { screen: 'recovery', accessToken: recoveryToken, welcome: true }
      : { screen: 'recovery', accessToken: recoveryToken };
  }

  const params = new URLSearchParams(search);
  const path = pathname.toLowerCase();

  if (params.get('admin') === 'true' || path.includes('admin') || session?.isAdmin) {
    if (!session) return { screen: 'auth-required', area: 'admin' };
    return session.isAdmin ? { screen: 'admin' } : { screen: 'access-denied', area: 'admin' };
  }

  if (params.get('dashboard') === 'true' || path.includes('dashboard')) {
    if (!session) return { screen: 'auth-required', area: 'dashboard' };
    return session.isTeamMember ? { screen: 'access-denied', area: 'dashboard' } : { screen: 'dashboard' };
  }

  const modeParam = params.get('mode');
  const mode: ToolMode | null = modeParam === 'material' || modeParam === 'expert' ? modeParam : null;

  if (session) {
    if (!mode) return { screen: 'mode-picker' };
    if (mode === 'material') return { screen: 'material' };
    return session.expertModeEnabled ? { screen: 'expert' } : { screen: 'preview', mode: 'expert' };
  }

  if (mode) {
    return params.get('preview') === 'true'
      ? { screen: 'preview', mode }
      : { screen: 'auth-required', area: mode };
  }

  const isLoginPath = path === '/login' || path === '/login/';
  return {
    screen: 'landing',
    variant: params.get('v') === '2' ? 2 : 1,
    openLogin: isLoginPath || params.get('login') === 'true',
    redirect: isLoginPath ? safeRedirect(params.get('redirect')) : null,
  };
}
