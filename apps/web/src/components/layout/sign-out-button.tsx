import { useSignOut } from '../../lib/use-sign-out';

/** The Sign Out button of a signed-in screen (spec 01 section 4), a secondary button unless `className` says otherwise. */
export function SignOutButton({ className = 'btn btn-secondary' }: { className?: string }) {
  const signOut = useSignOut();
  return (
    <button type="button" className={className} onClick={() => void signOut()}>
      Sign Out
    </button>
  );
}
