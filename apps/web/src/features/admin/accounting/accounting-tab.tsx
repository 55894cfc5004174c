import { platformScope } from '../../../components/back-office/accounting/api/accounting-scope';
import { AccountingLinkCard } from '../../../components/back-office/accounting/accounting-link-card';

/** The admin's accounting tab (spec 03 section 2, "Accounting (quickbooks)"): the platform's own connection status card. */
export function AccountingTab() {
  return <AccountingLinkCard scope={platformScope} title="QuickBooks Connection" />;
}
