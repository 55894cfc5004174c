import type { ReactNode } from 'react';
import { navigate } from '../../lib/navigation';
import { teamMemberLabel, type Session } from '../../lib/session';
import { SignOutButton } from './sign-out-button';
import { BrandMark } from './brand-mark';

type Props = {
  session: Session;
  /** Under the brand instead of 'Professional Countertop Estimator' (Expert Mode: 'Premium Stone Fabrication'). */
  tagline?: string;
  /** Extra actions placed before Sign Out (Switch Mode, Save Quote…). */
  actions?: ReactNode;
};

/**
 * Header for a signed-in user (spec 01 section 2): showroom logo or name, a welcome line, the
 * Dashboard button for everyone but team members, who see their name and role instead, Sign Out.
 */
export function AppHeader({ session, tagline, actions }: Props) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        {/* The brand leads home: the mode picker, or the admin screen for an admin. */}
        <button type="button" className="min-w-0 rounded-md text-left" onClick={() => navigate('/')}>
          <BrandMark
            showroom={session.showroom}
            fallbackSubtitle="Professional Countertop Estimator"
            {...(tagline ? { tagline } : {})}
          />
        </button>
        <div className="flex flex-wrap items-center gap-2">
          {session.isTeamMember ? (
            <p className="text-sm font-medium text-stone-800">{teamMemberLabel(session)}</p>
          ) : (
            <>
              <p className="text-sm text-stone-700">
                Welcome, <span className="font-medium text-stone-900">{session.userEmail}</span>
              </p>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => navigate('/?dashboard=true')}
              >
                Dashboard
              </button>
            </>
          )}
          {actions}
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
