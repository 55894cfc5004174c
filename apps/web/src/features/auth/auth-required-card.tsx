import { navigate } from '../../lib/navigation';
import { useAuthDialogs } from '../../lib/hand-offs/auth-dialogs';
import { GateCard } from './gate-card';

const areaNames = {
  material: 'Material Mode',
  expert: 'Expert Mode',
  admin: 'the Admin Panel',
  dashboard: 'the Showroom Dashboard',
} as const;

/** Authentication-required card (spec 01 section 2): Sign In and Back to Home. */
export function AuthRequiredCard({ area }: { area: keyof typeof areaNames }) {
  const { openLogin } = useAuthDialogs();
  return (
    <GateCard
      id="auth-required-heading"
      title="Authentication Required"
      message={`Please sign in to access ${areaNames[area]}.`}
      actions={[
        { label: 'Sign In', onClick: openLogin },
        { label: 'Back to Home', onClick: () => navigate('/') },
      ]}
    />
  );
}
