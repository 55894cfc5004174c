import { lazy, Suspense, useState, type ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import type { Session } from '../../lib/session';
import { SignOutButton } from '../../components/layout/sign-out-button';
import { DeliveryPricingMatrix } from './fabrication/delivery-pricing-matrix';
import { FabricationLeadMatrix } from './fabrication/fabrication-lead-matrix';
import { CatalogTab } from './catalog/catalog-tab';
import { LeadsTab } from './leads/leads-tab';
import { AccountingTab } from './accounting/accounting-tab';
import { SharedCartTab } from './shared-carts/shared-cart-tab';
import { ShowroomsTab } from './showrooms/showrooms-tab';
import { StonesTab } from './stones/stones-tab';
import { StripeConfigTab } from './stripe-config/stripe-config-tab';
import { AdminOrdersTab } from './orders/admin-orders-tab';
import { AdminPaymentsTab } from './payments/admin-payments-tab';
import { TaxTab } from './tax/tax-tab';
import { ClientMarkupTab } from './client-markup/client-markup-tab';
import { WholesalePricingTab } from './pricing/wholesale-pricing-tab';
import { SpecialPricingTab } from './special-pricing/special-pricing-tab';
import { PageMain } from '../../components/page-main';
import { SectionTabList } from '../../components/section-tab-list';

/** The admin panel's tabs in the spec's order, with what each manages (spec 03 section 2). */
const tabs = [
  {
    value: 'stones',
    label: 'Stones',
    description:
      'The master stone catalog: CSV import, adding, editing and deleting stones, with search and filters by brand, type, thickness and finish.',
  },
  { value: 'showrooms', label: 'Showrooms', description: 'Showroom accounts on the platform.' },
  {
    value: 'pricing',
    label: 'Pricing',
    description:
      "Each showroom's wholesale pricing per brand: markup from cost or discount from MSRP, and which brands its catalog shows.",
  },
  {
    value: 'tax',
    label: 'Customer Sales Tax',
    description: 'Whether each showroom charges sales tax on customer orders, and at which rate.',
  },
  {
    value: 'orders',
    label: 'Orders',
    description:
      'All material orders across showrooms, with totals, the top showrooms by revenue, filters and order details.',
  },
  {
    value: 'payments',
    label: 'Payments',
    description:
      'What each showroom owes and has paid at wholesale, per showroom and per order, with receipts.',
  },
  {
    value: 'fabrication',
    label: 'Fab / Delivery Price Matrix',
    description: 'The fabrication lead price ranges per stone type and the per-brand delivery pricing rules.',
  },
  {
    value: 'leads',
    label: 'Fabrication Leads',
    description:
      'Orders flagged as fabrication leads, their status, and sending a lead to a fabricator partner.',
  },
  {
    value: 'analytics',
    label: 'Analytics',
    description:
      'System-wide revenue, orders, profit and conversion, showroom comparison, opportunities and targets.',
  },
  {
    value: 'stripe-config',
    label: 'Card Payments',
    description: 'The configuration of the card payment provider.',
  },
  {
    value: 'special-pricing',
    label: 'Special Pricing',
    description: 'Promotional discount rules per showroom and brand, with limits on uses and validity.',
  },
  {
    value: 'quickbooks',
    label: 'QuickBooks',
    description: 'The connection to the accounting integration.',
  },
  // The spec's tabs without a sidebar entry, reachable here after the others.
  {
    value: 'cart-sharing',
    label: 'Create Shared Cart',
    description:
      'Put a cart of stones together and send it to a showroom: the link is e-mailed to the showroom.',
  },
  {
    value: 'client-markup',
    label: 'Client Markup',
    description:
      "Each showroom's markup to its clients per brand: a percentage or a fixed amount per slab, with the minimum margin that protects discounts.",
  },
  {
    value: 'catalog',
    label: 'Catalog',
    description: 'The read-only catalog as a chosen showroom sees it, with its prices.',
  },
] as const;

/** The tabs built so far; the others show what they will manage. */
// The charts library is heavy: the analytics dashboard loads it only when its tab opens.
const AdminAnalyticsTab = lazy(() =>
  import('./analytics/admin-analytics-tab').then((module) => ({ default: module.AdminAnalyticsTab })),
);

const tabPanels: Partial<Record<(typeof tabs)[number]['value'], ReactNode>> = {
  stones: <StonesTab />,
  showrooms: <ShowroomsTab />,
  pricing: <WholesalePricingTab />,
  tax: <TaxTab />,
  orders: <AdminOrdersTab />,
  payments: <AdminPaymentsTab />,
  'special-pricing': <SpecialPricingTab />,
  'client-markup': <ClientMarkupTab />,
  leads: <LeadsTab />,
  'stripe-config': <StripeConfigTab />,
  'cart-sharing': <SharedCartTab />,
  catalog: <CatalogTab />,
  quickbooks: <AccountingTab />,
  analytics: (
    <Suspense fallback={<p className="text-stone-700">Loading admin analytics...</p>}>
      <AdminAnalyticsTab />
    </Suspense>
  ),
  fabrication: (
    <div className="space-y-10">
      <FabricationLeadMatrix />
      <DeliveryPricingMatrix />
    </div>
  ),
};

/** The platform admin panel shell: header with Sign Out and the tabs of spec 03 section 2. Its own chunk. */
export default function AdminScreen({ session }: { session: Session }) {
  const [tab, setTab] = useState<string>('showrooms');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-stone-900">Admin Panel</h1>
            <p className="text-sm break-all text-stone-700">Signed in as {session.userEmail}</p>
          </div>
          <SignOutButton />
        </div>
      </header>
      <PageMain className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Tabs.Root value={tab} onValueChange={setTab}>
          <SectionTabList label="Admin sections" tabs={tabs} menu={{ value: tab, onChange: setTab }} />
          {tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} className="py-6">
              <h2 className="text-xl font-semibold text-stone-900">{tab.label}</h2>
              <p className="mt-2 max-w-3xl text-stone-700">{tab.description}</p>
              {tab.value in tabPanels ? <div className="mt-4">{tabPanels[tab.value]}</div> : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </PageMain>
    </div>
  );
}
