import { lazy, Suspense, type ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { navigate } from '../../lib/navigation';
import type { Session } from '../../lib/session';
import { SignOutButton } from '../../components/layout/sign-out-button';
import { AppFooter } from '../../components/layout/app-footer';
import { LogoImage } from '../../components/layout/logo-image';
import { BrandingTab } from './branding/branding-tab';
import { SettingsTab } from './settings-tab';
import { OrdersTab } from './orders/orders-tab';
import { PricingTab } from './pricing/pricing-tab';
import { PaymentsTab } from './payments/payments-tab';
import { PageMain } from '../../components/page-main';
import { SectionTabList } from '../../components/section-tab-list';

// The charts library is heavy: Business Analytics loads it only when the tab opens.
const AnalyticsTab = lazy(() =>
  import('./analytics/analytics-tab').then((module) => ({ default: module.AnalyticsTab })),
);

/** The tabs of the showroom dashboard before Settings (spec 03 section 2). */
const tabs = [
  {
    value: 'pricing',
    label: 'Pricing & Margins',
  },
  {
    value: 'orders',
    label: 'Orders',
  },
  {
    value: 'payments',
    label: 'Payments',
  },
  {
    value: 'analytics',
    label: 'Business Analytics',
  },
  {
    value: 'branding',
    label: 'Branding',
  },
] as const;

/** The showroom dashboard shell (spec 01 section 2, spec 03 section 2). Its own chunk. */
export default function DashboardScreen({ session }: { session: Session }) {
  const panels: Record<(typeof tabs)[number]['value'], ReactNode> = {
    pricing: <PricingTab />,
    orders: <OrdersTab />,
    payments: <PaymentsTab />,
    analytics: (
      <Suspense fallback={<p className="mt-4 text-stone-700">Loading analytics...</p>}>
        <AnalyticsTab canSetTargets={!session.isTeamMember || session.teamMemberRole === 'manager'} />
      </Suspense>
    ),
    branding: <BrandingTab session={session} />,
  };
  const name = session.showroom?.name ?? session.showroomName ?? 'Showroom';
  const logo = session.showroom?.logo_url ?? null;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div className="flex min-w-0 items-center gap-3">
            {logo ? (
              <LogoImage
                src={logo}
                alt={`${name} logo`}
                className="h-12 w-auto max-w-[10rem] shrink-0 object-contain"
              />
            ) : null}
            <div className="min-w-0">
              <h1 className="text-2xl font-bold text-stone-900">{name}</h1>
              <p className="text-sm break-all text-stone-700">
                {session.showroom?.email ?? session.userEmail}
              </p>
              <p className="text-xs break-all text-stone-600">Showroom ID: {session.showroomId ?? '—'}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-secondary" onClick={() => navigate('/?mode=material')}>
              Back to Catalog
            </button>
            <SignOutButton />
          </div>
        </div>
      </header>
      <PageMain className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Tabs.Root defaultValue="pricing">
          <SectionTabList
            label="Dashboard sections"
            tabs={[...tabs, { value: 'settings', label: 'Settings' }]}
          />
          {tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} className="py-6">
              <h2 className="text-xl font-semibold text-stone-900">{tab.label}</h2>
              {panels[tab.value]}
            </Tabs.Content>
          ))}
          <Tabs.Content value="settings" className="py-6">
            <h2 className="mb-4 text-xl font-semibold text-stone-900">Settings</h2>
            <SettingsTab session={session} />
          </Tabs.Content>
        </Tabs.Root>
      </PageMain>
      <AppFooter />
    </div>
  );
}
