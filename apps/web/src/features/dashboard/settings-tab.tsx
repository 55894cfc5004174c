import { useState } from 'react';
import { CardSection } from '../../components/back-office/card-section';
import { TextField } from '../../components/text-field';
import { navigate } from '../../lib/navigation';
import type { Session } from '../../lib/session';
import { ContactSupportModal } from '../../components/contact/contact-support-modal';
import { AccountingLinkCard } from '../../components/back-office/accounting/accounting-link-card';
import { showroomScope } from '../../components/back-office/accounting/api/accounting-scope';
import { ChangePasswordForm } from '../../components/password/change-password-form';
import { OrderSettingsCard } from './orders/order-settings-card';
import { TeamManagement } from './team/team-management';

/**
 * Settings (spec 03 section 2): the showroom's name and e-mail are read-only, since only the account
 * manager may change them; Change Password; Quick Actions; Team Management; the order settings;
 * the Accounting Integration card.
 */
export function SettingsTab({ session }: { session: Session }) {
  const [contactOpen, setContactOpen] = useState(false);
  const expertEnabled = session.showroom?.expert_mode_enabled ?? false;
  const showroomId = session.showroom?.id;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CardSection title="Account Information">
        <div className="mt-4 space-y-4">
          <TextField
            label="Showroom Name"
            value={session.showroom?.name ?? session.showroomName ?? ''}
            readOnly
          />
          <TextField label="Showroom Email" type="email" value={session.showroom?.email ?? ''} readOnly />
          <p className="text-sm text-stone-700">
            To change your showroom name or email, please contact your account manager.
          </p>
        </div>
      </CardSection>
      <CardSection title="Change Password">
        <div className="mt-4">
          <ChangePasswordForm />
        </div>
      </CardSection>
      <CardSection title="Quick Actions" className="lg:col-span-2">
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn btn-secondary" onClick={() => navigate('/?mode=material')}>
            Open Material Mode
          </button>
          {expertEnabled ? (
            <button type="button" className="btn btn-secondary" onClick={() => navigate('/?mode=expert')}>
              Open Expert Mode
            </button>
          ) : null}
          <button type="button" className="btn btn-secondary" onClick={() => setContactOpen(true)}>
            Contact Support
          </button>
        </div>
      </CardSection>
      <TeamManagement />
      <OrderSettingsCard />
      {showroomId ? (
        <AccountingLinkCard scope={showroomScope(showroomId)} title="Accounting Integration" />
      ) : null}
      <ContactSupportModal open={contactOpen} onOpenChange={setContactOpen} />
    </div>
  );
}
