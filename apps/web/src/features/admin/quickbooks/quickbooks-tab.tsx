import { platformScope } from '../../dashboard/accounting/api/accounting-scope';
import { AccountingLinkCard } from '../../dashboard/accounting/accounting-link-card';

/** The admin's quickbooks tab (spec 03 section 2): the platform's own connection status card. */
export function QuickBooksTab() {
  return <AccountingLinkCard scope={platformScope} title="QuickBooks Connection" />;
}
