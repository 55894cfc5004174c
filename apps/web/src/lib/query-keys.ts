import type { TQuoteKind } from '@stonetool/contracts/carts';
import type { AnalyticsPeriod } from '@stonetool/domain/analytics/periods';

/**
 * Every react-query key of the web app, in one place, so that a screen refreshing what another
 * screen reads (a saved price refreshes the catalog, a new team member the salesperson list)
 * names the key rather than importing the other screen's module. A key that begins another is
 * its prefix: invalidating `stones.all` refreshes every stone list.
 */
export const queryKeys = {
  config: ['config'] as const,
  currentUser: {
    all: ['current-user'] as const,
    of: (email: string) => ['current-user', email] as const,
  },
  stones: {
    all: ['stones'] as const,
    material: (authenticated: boolean) =>
      ['stones', 'material', authenticated ? 'signed-in' : 'preview'] as const,
  },
  quotes: {
    all: ['quotes'] as const,
    recent: (showroomId: string | null, kind: TQuoteKind) => ['quotes', 'recent', showroomId, kind] as const,
    ofCustomer: (showroomId: string | null, customerId: string | null, kind: TQuoteKind) =>
      ['quotes', 'customer', showroomId, customerId, kind] as const,
    /** The job's progress on a saved quote (issue 25). */
    progress: (quoteId: string) => ['quotes', 'progress', quoteId] as const,
  },
  customerSearch: (showroomId: string | null, q: string) => ['customers', 'search', showroomId, q] as const,
  taxSettings: (showroomId: string | null) => ['tax-settings', showroomId] as const,
  deliveryPricing: (lines: readonly { brand: string; quantity: number }[]) =>
    ['delivery-pricing', lines] as const,
  fabricationLeadPricing: ['fabrication-lead-pricing'] as const,
  fabricationPricing: ['fabrication-pricing'] as const,
  cutoutPrices: ['cutout-prices'] as const,
  remnants: ['remnants'] as const,
  remnantRate: ['remnant-rate'] as const,
  materialCarts: (showroomId: string | null, page: number, customerEmail: string) =>
    ['material-carts', showroomId, page, customerEmail] as const,
  materialCart: (showroomId: string | null, cartId: string | null) =>
    ['material-cart', showroomId, cartId] as const,
  sharedCart: (token: string) => ['shared-cart', token] as const,
  publicQuote: (token: string) => ['public-quote', token] as const,
  quoteDepositSettings: ['quote-deposit-settings'] as const,
  accountingStatus: (scope: 'showroom' | 'platform') => ['accounting-status', scope] as const,
  paymentFiles: (paymentId: string, scope: 'own' | 'admin') =>
    ['payments', 'files', paymentId, scope] as const,
  paymentFilePreview: (fileId: string) => ['payments', 'file-preview', fileId] as const,
  showroom: {
    /** The owner's team list; Material Mode reads the same call as its salesperson list. */
    teamMembers: ['showroom', 'team-members'] as const,
    salespersons: ['showroom', 'salespersons'] as const,
    orders: {
      all: ['showroom', 'orders'] as const,
      filtered: (filters: object) => ['showroom', 'orders', filters] as const,
    },
    orderSettings: ['showroom', 'order-settings'] as const,
    payments: {
      all: ['showroom', 'payments'] as const,
      filtered: (filter: string) => ['showroom', 'payments', filter] as const,
    },
    pricing: ['showroom', 'pricing'] as const,
    promotions: ['showroom', 'promotions'] as const,
    analytics: (period: AnalyticsPeriod, filters: object) =>
      ['showroom', 'analytics', period, filters] as const,
    insights: (period: AnalyticsPeriod, filters: object) =>
      ['showroom', 'insights', period, filters] as const,
    targets: (period: AnalyticsPeriod) => ['showroom', 'targets', period] as const,
  },
  admin: {
    showrooms: ['admin', 'showrooms'] as const,
    showroomCatalog: (showroomId: string) => ['admin', 'showroom-catalog', showroomId] as const,
    orders: (filters: object) => ['admin', 'orders', filters] as const,
    payments: {
      all: ['admin', 'payments'] as const,
      overview: ['admin', 'payments', 'overview'] as const,
      detailed: (showroomId: string | null, filter: string) =>
        ['admin', 'payments', 'detailed', showroomId, filter] as const,
    },
    stones: ['admin', 'stones'] as const,
    sharedCartStones: ['admin', 'shared-cart-stones'] as const,
    deliveryPricing: ['admin', 'delivery-pricing'] as const,
    stripeConfig: ['admin', 'stripe-config'] as const,
    taxSettings: ['admin', 'tax-settings'] as const,
    fabricationLeads: ['admin', 'fabrication-leads'] as const,
    specialPricing: ['admin', 'special-pricing'] as const,
    wholesalePricing: {
      reference: ['admin', 'wholesale-pricing', 'reference'] as const,
      of: (showroomId: string) => ['admin', 'wholesale-pricing', showroomId] as const,
    },
    clientMarkup: (showroomId: string) => ['admin', 'client-markup', showroomId] as const,
    analytics: (controls: object) => ['admin', 'analytics', controls] as const,
    opportunities: (controls: object, cursor: string | undefined, limit: number) =>
      ['admin', 'analytics', 'opportunities', controls, cursor, limit] as const,
    systemTargets: (period: AnalyticsPeriod) => ['admin', 'system-targets', period] as const,
    showroomTargets: (period: AnalyticsPeriod) => ['admin', 'showroom-targets', period] as const,
  },
};
