import { ACCOUNTING_MESSAGES, ADMIN_ACCOUNTING_MESSAGES } from '@stonetool/contracts/accounting';

/**
 * Whose QuickBooks link a card manages: the showroom's (owner) or the platform's (admin). The
 * calls and the messages differ (spec 03 sections 7 and 8); the card and its popup are one.
 */
export interface AccountingScope {
  key: 'showroom' | 'platform';
  statusUrl: string;
  connectUrl: string;
  disconnectUrl: string;
  refreshUrl: string;
  /** environment and connected_at are the admin's view (spec 03 section 3). */
  showsAdminFields: boolean;
  messages: {
    statusFailed: string;
    connectFailed: string;
    noOauthUrl: string;
    popupBlocked: string;
    disconnectFailed: (reason: string | null) => string;
    refreshFailed: string;
    disconnected: string;
    refreshed: string;
  };
}

export function showroomScope(showroomId: string): AccountingScope {
  return {
    key: 'showroom',
    statusUrl: '/api/showroom/qb-status',
    connectUrl: `/api/quickbooks/connect-simple?showroom_id=${encodeURIComponent(showroomId)}`,
    disconnectUrl: '/api/quickbooks/disconnect',
    refreshUrl: '/api/quickbooks/refresh-token',
    showsAdminFields: false,
    messages: {
      statusFailed: ACCOUNTING_MESSAGES.statusFailed,
      connectFailed: ADMIN_ACCOUNTING_MESSAGES.connectFailed,
      noOauthUrl: ADMIN_ACCOUNTING_MESSAGES.noOauthUrl,
      popupBlocked: ACCOUNTING_MESSAGES.popupBlocked,
      disconnectFailed: (reason) =>
        reason ? ACCOUNTING_MESSAGES.disconnectFailed(reason) : ACCOUNTING_MESSAGES.disconnectFailedGeneric,
      refreshFailed: ACCOUNTING_MESSAGES.refreshFailed,
      disconnected: ACCOUNTING_MESSAGES.disconnected,
      refreshed: ACCOUNTING_MESSAGES.refreshed,
    },
  };
}

export const platformScope: AccountingScope = {
  key: 'platform',
  statusUrl: '/api/quickbooks/admin/status',
  connectUrl: '/api/quickbooks/admin/connect',
  disconnectUrl: '/api/quickbooks/admin/disconnect',
  refreshUrl: '/api/quickbooks/admin/refresh-token',
  showsAdminFields: true,
  messages: {
    statusFailed: ADMIN_ACCOUNTING_MESSAGES.loadFailed,
    connectFailed: ADMIN_ACCOUNTING_MESSAGES.connectFailed,
    noOauthUrl: ADMIN_ACCOUNTING_MESSAGES.noOauthUrl,
    popupBlocked: ADMIN_ACCOUNTING_MESSAGES.popupBlocked,
    disconnectFailed: () => ADMIN_ACCOUNTING_MESSAGES.disconnectFailed,
    refreshFailed: ADMIN_ACCOUNTING_MESSAGES.refreshFailed,
    disconnected: ACCOUNTING_MESSAGES.disconnected,
    refreshed: ACCOUNTING_MESSAGES.refreshed,
  },
};
