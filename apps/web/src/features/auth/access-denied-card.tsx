import { navigate } from '../../lib/navigation';
import { useSignOut } from '../../lib/use-sign-out';
import { GateCard } from './gate-card';

const messages = {
  admin: 'The Admin Panel is only available to platform administrators.',
  dashboard: 'The Showroom Dashboard is only available to the showroom owner.',
} as const;

/** Shown when a signed-in user opens an area their role may not use; the server refuses its data anyway. */
export function AccessDeniedCard({ area }: { area: keyof typeof messages }) {
  const signOut = useSignOut();
  return (
    <GateCard
      id="access-denied-heading"
      title="Access Denied"
      message={messages[area]}
      actions={[
        { label: 'Back to Home', onClick: () => navigate('/') },
        { label: 'Sign Out', onClick: () => void signOut() },
      ]}
    />
  );
}
