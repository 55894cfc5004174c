import { navigate, urlWithout } from '../../lib/navigation';
import type { Session } from '../../lib/session';
import { AppFooter } from '../../components/layout/app-footer';
import { AppHeader } from '../../components/layout/app-header';
import { PreviewWrapper } from '../../components/preview-wrapper';
import { storageOwner } from '../../lib/storage-owner';
import { Estimator } from './estimator';
import { useMaterialCartHandOff } from '../../lib/hand-offs/material-cart';

type Props = { session: Session | null; preview: boolean };

function SwitchModeButton() {
  return (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={() => navigate(urlWithout(window.location.href, 'mode'))}
    >
      Switch Mode
    </button>
  );
}

/**
 * Expert Mode. A business with Expert Mode gets the estimator under its own header (tagline
 * 'Premium Stone Fabrication'; Dashboard for non-team-members, a team member's name and role,
 * Save Quote, Load Quote, Sign Out, Switch Mode, which removes the mode parameter); anyone else
 * sees it in the read-only preview. Its own chunk.
 */
export default function ExpertScreen({ session, preview }: Props) {
  const handSlabsToMaterialCart = useMaterialCartHandOff();
  if (preview || !session) {
    return (
      <PreviewWrapper modeName="Expert Mode" signedIn={session !== null}>
        <Estimator
          authenticated={session !== null}
          readOnly
          setsCutoutPrices={false}
          showroomId={null}
          draftOwner={null}
          header={() => null}
          footer={null}
        />
      </PreviewWrapper>
    );
  }
  return (
    <Estimator
      authenticated
      readOnly={false}
      setsCutoutPrices={!session.isTeamMember}
      showroomId={session.showroomId}
      draftOwner={storageOwner(session.showroomId, session.userEmail)}
      footer={<AppFooter />}
      onOrderMaterial={(orders) => {
        const added = handSlabsToMaterialCart(
          { showroomId: session.showroomId, userEmail: session.userEmail },
          orders,
        );
        if (added > 0) navigate('/?mode=material');
        return added > 0;
      }}
      header={(actions) => (
        <AppHeader
          session={session}
          tagline="Premium Stone Fabrication"
          actions={
            <>
              {actions ? (
                <>
                  <button type="button" className="btn btn-secondary" onClick={actions.onSaveQuote}>
                    Save Quote
                  </button>
                  <button type="button" className="btn btn-secondary" onClick={actions.onLoadQuote}>
                    Load Quote
                  </button>
                  <button type="button" className="btn btn-secondary" onClick={actions.onNewClient}>
                    New Client
                  </button>
                </>
              ) : null}
              <SwitchModeButton />
            </>
          }
        />
      )}
    />
  );
}
