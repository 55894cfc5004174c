import { navigate, urlWithout } from '../../lib/navigation';
import type { Session } from '../../lib/session';
import { AppFooter } from '../layout/app-footer';
import { AppHeader } from '../layout/app-header';
import { PreviewWrapper } from '../preview/preview-wrapper';
import { ContactInformationCard } from './contact-information-card';
import { PageMain } from '../../components/page-main';

/** The estimator page (spec 02 section 2); the Expert Mode issue fills in types, results and quotes. */
function Estimator() {
  return (
    <PageMain className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold text-stone-900">Countertop Estimator</h1>
      <p className="mt-1 text-stone-700">Enter the customer, then the stones and pieces to quote.</p>
      <div className="mt-6 space-y-6">
        <ContactInformationCard />
      </div>
    </PageMain>
  );
}

type Props = { session: Session | null; preview: boolean };

/**
 * Expert Mode. A business with Expert Mode gets the estimator under its own header (tagline
 * 'Premium Stone Fabrication', Switch Mode removes the mode parameter); anyone else sees it in the
 * read-only preview. Its own chunk.
 */
export default function ExpertScreen({ session, preview }: Props) {
  if (preview || !session) {
    return (
      <PreviewWrapper modeName="Expert Mode" signedIn={session !== null}>
        <Estimator />
      </PreviewWrapper>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader
        session={session}
        tagline="Premium Stone Fabrication"
        actions={
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => navigate(urlWithout(window.location.href, 'mode'))}
          >
            Switch Mode
          </button>
        }
      />
      <Estimator />
      <AppFooter />
    </div>
  );
}
