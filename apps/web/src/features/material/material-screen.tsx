import type { Session } from '../../lib/session';
import { AppFooter } from '../layout/app-footer';
import { AppHeader } from '../layout/app-header';
import { PreviewWrapper } from '../preview/preview-wrapper';
import { MaterialCatalog } from './material-catalog';

type Props = { session: Session | null; preview: boolean };

/** Material Mode: the signed-in tool, or the same view in the read-only preview. Its own chunk. */
export default function MaterialScreen({ session, preview }: Props) {
  if (preview || !session) {
    return (
      <PreviewWrapper modeName="Material Mode" signedIn={session !== null}>
        <MaterialCatalog authenticated={session !== null} />
      </PreviewWrapper>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader session={session} />
      <MaterialCatalog authenticated />
      <AppFooter />
    </div>
  );
}
