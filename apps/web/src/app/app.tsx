import { lazy, Suspense, useEffect } from 'react';
import { applyBrandColors } from '../lib/brand-colors';
import { navigate, urlWithout, useHref } from '../lib/navigation';
import { resolveRoute, type Route } from '../lib/resolve-route';
import type { Session } from '../lib/session';
import { AccessDeniedCard } from '../features/auth/access-denied-card';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { AuthDialogsProvider } from '../features/auth/auth-dialogs';
import { AuthRequiredCard } from '../features/auth/auth-required-card';
import { ForcedPasswordChange } from '../features/auth/forced-password-change';
import { RecoveryFlow } from '../features/auth/recovery-flow';
import { routeSessionOf, useSession } from '../features/auth/use-session';
import { useSessionExpiry } from '../features/auth/use-session-expiry';
import { PublicSite } from '../features/landing/public-site';
import { ModePicker } from '../features/mode-picker/mode-picker';
import { PageMain } from '../components/page-main';
import { MaterialCartHandOff } from '../lib/hand-offs/material-cart';
import { receiveSlabsInMaterialCart } from '../features/material/state/receive-slabs';

// Each mode is its own chunk: a visitor on the landing page downloads none of them.
const MaterialScreen = lazy(() => import('../features/material/material-screen'));
const ExpertScreen = lazy(() => import('../features/expert/expert-screen'));
const DashboardScreen = lazy(() => import('../features/dashboard/dashboard-screen'));
const AdminScreen = lazy(() => import('../features/admin/admin-screen'));
// A shared cart hands its lines to the Material cart, so it carries Material code of its own.
const SharedCartPage = lazy(() =>
  import('../features/shared-cart/shared-cart-page').then((module) => ({ default: module.SharedCartPage })),
);
// A client's quote link loads only its own page.
const QuoteReviewPage = lazy(() =>
  import('../features/quote-review/quote-review-page').then((module) => ({
    default: module.QuoteReviewPage,
  })),
);

function Screen({ route, session }: { route: Route; session: Session | null }) {
  switch (route.screen) {
    case 'shared-cart':
      return <SharedCartPage token={route.token} session={session} />;
    case 'quote-review':
      return <QuoteReviewPage token={route.token} />;
    case 'recovery':
      return <PublicSite variant={1} />;
    case 'landing':
      return <PublicSite key={route.variant} variant={route.variant} />;
    case 'auth-required':
      return <AuthRequiredCard area={route.area} />;
    case 'access-denied':
      return <AccessDeniedCard area={route.area} />;
    case 'preview':
      return route.mode === 'material' ? (
        <MaterialScreen session={session} preview />
      ) : (
        <ExpertScreen session={session} preview />
      );
  }
  // The remaining screens are only routed with a session.
  if (!session) return <PublicSite variant={1} />;
  switch (route.screen) {
    case 'admin':
      return <AdminScreen session={session} />;
    case 'dashboard':
      return <DashboardScreen session={session} />;
    case 'mode-picker':
      return <ModePicker session={session} />;
    case 'material':
      return <MaterialScreen session={session} preview={false} />;
    case 'expert':
      return <ExpertScreen session={session} preview={false} />;
  }
}

function Loading() {
  return (
    <PageMain className="grid min-h-dvh place-items-center" busy>
      <p className="text-stone-700">Loading...</p>
    </PageMain>
  );
}

export function App() {
  const session = useSession();
  const href = useHref();
  const url = new URL(href);
  const route = resolveRoute({
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    session: routeSessionOf(session),
  });

  useSessionExpiry(session);
  useCurrentUser(session?.userEmail ?? null);

  const showroom = session?.showroom ?? null;
  useEffect(() => applyBrandColors(showroom), [showroom]);

  const urlWantsLogin = route.screen === 'landing' && route.openLogin;
  const dismissUrlLogin = () => {
    const current = new URL(window.location.href);
    navigate(current.pathname.startsWith('/login') ? '/' : urlWithout(current.href, 'login'), {
      replace: true,
    });
  };

  return (
    <AuthDialogsProvider
      urlWantsLogin={urlWantsLogin}
      redirect={route.screen === 'landing' ? route.redirect : null}
      onUrlLoginDismissed={dismissUrlLogin}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to main content
      </a>
      {session?.mustChangePassword ? (
        <ForcedPasswordChange email={session.userEmail} />
      ) : (
        <MaterialCartHandOff.Provider value={receiveSlabsInMaterialCart}>
          <Suspense fallback={<Loading />}>
            <Screen route={route} session={session} />
          </Suspense>
        </MaterialCartHandOff.Provider>
      )}
      <RecoveryFlow
        fragmentToken={route.screen === 'recovery' ? route.accessToken : null}
        welcome={route.screen === 'recovery' && route.welcome === true}
      />
    </AuthDialogsProvider>
  );
}
