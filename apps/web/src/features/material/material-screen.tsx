import type { TPermissions } from '@stonetool/contracts/auth';
import { useState } from 'react';
import { useConfig } from '../../lib/get-config';
import type { Session } from '../../lib/session';
import { useCurrentUser } from '../auth/api/get-current-user';
import { AppFooter } from '../layout/app-footer';
import { AppHeader } from '../layout/app-header';
import { PreviewWrapper } from '../preview/preview-wrapper';
import { useSharedCartHandOff } from '../shared-cart/use-shared-cart-hand-off';
import { BottomBar } from './bottom-bar';
import { CartScreen } from './cart/cart-screen';
import { ComparisonPage } from './comparison/comparison-page';
import { ConsultationDialog } from './consultation/consultation-dialog';
import { LoadQuoteModal } from './load-quote/load-quote-modal';
import { MaterialCatalog } from './material-catalog';
import { MaterialToasts } from './order/material-toasts';
import { OrderScreen } from './order/order-screen';
import { MaterialProvider, useMaterial } from './state/material-context';
import { storageOwner } from '../../lib/storage-owner';

type Props = { session: Session | null; preview: boolean };

/** Material Mode: the signed-in tool, or the catalog in the read-only preview. Its own chunk. */
export default function MaterialScreen({ session, preview }: Props) {
  if (preview || !session) {
    return (
      <PreviewWrapper modeName="Material Mode" signedIn={session !== null}>
        <MaterialProvider showroomId={null} userEmail="" persist={false}>
          <MaterialCatalog authenticated={session !== null} permissions={null} />
        </MaterialProvider>
      </PreviewWrapper>
    );
  }
  return (
    // A different user or showroom starts from their own kept state, never the last one's.
    <MaterialProvider
      key={storageOwner(session.showroomId, session.userEmail)}
      showroomId={session.showroomId}
      userEmail={session.userEmail}
      persist
    >
      <MaterialWorkspace session={session} />
    </MaterialProvider>
  );
}

/** The catalog's buttons (spec 01 section 2). */
function CatalogActions() {
  const { state, dispatch, setView, newClient } = useMaterial();
  const [loadOpen, setLoadOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => dispatch({ type: 'consultation/open' })}
      >
        New Client Consultation
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => setLoadOpen(true)}>
        Load Saved Cart
      </button>
      <LoadQuoteModal open={loadOpen} onOpenChange={setLoadOpen} />
      <button type="button" className="btn btn-secondary" onClick={() => setView('cart')}>
        View Cart
        <span
          className="rounded-full bg-brand px-2 py-0.5 text-xs text-on-brand"
          aria-label={`${state.cart.length} items`}
        >
          {state.cart.length}
        </span>
      </button>
      <button type="button" className="btn btn-secondary" onClick={newClient}>
        New Client
      </button>
    </>
  );
}

/** Material Mode's views, switched inside one page (spec 01 section 2). */
function CurrentView({ permissions }: { permissions: TPermissions | null }) {
  const { state } = useMaterial();
  const config = useConfig();
  switch (state.view) {
    case 'catalog':
      return <MaterialCatalog authenticated permissions={permissions} actions={<CatalogActions />} />;
    case 'comparison':
      return <ComparisonPage config={config.data ?? null} />;
    case 'cart':
      return <CartScreen />;
    case 'order':
      return <OrderScreen />;
  }
}

/**
 * The signed-in Material Mode: the current view, the bottom bar under the catalog, the
 * consultation dialog over every view, and a claimed shared cart handed into the cart.
 */
function MaterialWorkspace({ session }: { session: Session }) {
  const { state } = useMaterial();
  const currentUser = useCurrentUser(session.userEmail);
  const teamMember = currentUser.data?.teamMember ?? null;
  useSharedCartHandOff();

  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader session={session} />
      <CurrentView permissions={teamMember?.permissions ?? null} />
      {state.view === 'catalog' ? <BottomBar /> : null}
      <AppFooter />
      <MaterialToasts />
      <ConsultationDialog
        seller={{
          isTeamMember: session.isTeamMember,
          teamMemberId: session.isTeamMember ? (teamMember?.id ?? null) : null,
          teamMemberName: session.teamMemberName,
        }}
      />
    </div>
  );
}
