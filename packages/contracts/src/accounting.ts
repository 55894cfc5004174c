import { z } from 'zod';
import { ZSuccessResponse } from './common';

/**
 * Spec 03 section 3, "Accounting integration status": GET /api/showroom/qb-status (showroom view)
 * and GET /api/quickbooks/admin/status (admin view, which also reads environment and connected_at).
 * Times are ISO 8601; `error` says why a link stopped working. Tokens are never part of it.
 */
export const ZAccountingStatus = z.object({
  connected: z.boolean(),
  company_name: z.string().nullable(),
  company_id: z.string().nullable(),
  token_expires: z.string().nullable(),
  needs_refresh: z.boolean(),
  refresh_token_expires: z.string().nullable(),
  environment: z.enum(['sandbox', 'production']).nullable(),
  connected_at: z.string().nullable(),
  error: z.string().nullable(),
  /**
   * Beyond spec 03: false while the server has no Intuit app keys, when no Connect can work. The
   * owner's card then names whom to ask (`contact_email`); the admin's names the variables to set
   * and the guide (docs/decisions/088-onboarding-that-tells-the-truth.md).
   */
  configured: z.boolean(),
  setup: z
    .object({ contact_email: z.string(), variables: z.array(z.string()), guide: z.string() })
    .nullable(),
});
export type TAccountingStatus = z.infer<typeof ZAccountingStatus>;

/** GET /api/quickbooks/connect-simple?showroom_id= */
export const ZConnectSimpleQuery = z.strictObject({ showroom_id: z.string() });
export type TConnectSimpleQuery = z.infer<typeof ZConnectSimpleQuery>;

/**
 * The connect routes answer the address of Intuit's authorisation page, which the web app opens
 * in its popup (spec 03 section 8: 'No OAuth URL received from server' when it is missing).
 */
export const ZAccountingConnectResponse = z.object({ authUrl: z.string() });
export type TAccountingConnectResponse = z.infer<typeof ZAccountingConnectResponse>;

/** POST disconnect and refresh-token (showroom and admin): spec 03 section 8's success texts. */
export const ZAccountingActionResponse = ZSuccessResponse.extend({ message: z.string() });
export type TAccountingActionResponse = z.infer<typeof ZAccountingActionResponse>;

/** Spec 03 section 8, showroom dashboard. */
export const ACCOUNTING_MESSAGES = {
  popupBlocked: 'Popup blocked! Please allow popups for this site and try again.',
  disconnectFailed: (error: string) => `Failed to disconnect: ${error}`,
  disconnectFailedGeneric: 'Failed to disconnect QuickBooks',
  refreshFailed: 'Failed to refresh tokens',
  disconnected: 'QuickBooks disconnected successfully',
  refreshed: 'QuickBooks tokens refreshed successfully',
  statusFailed: 'Failed to check status',
  tokenWarning: 'Token expires soon. Please refresh.',
} as const;

/** Spec 03 section 8, admin panel. */
export const ADMIN_ACCOUNTING_MESSAGES = {
  loadFailed: 'Failed to load QuickBooks status',
  connectFailed: 'Failed to connect to QuickBooks. Please try again.',
  popupBlocked: 'Popup blocked. Please allow popups for this site and try again.',
  noOauthUrl: 'No OAuth URL received from server',
  disconnectFailed: 'Failed to disconnect from QuickBooks. Please try again.',
  refreshFailed: 'Failed to refresh QuickBooks connection. Please try again.',
} as const;

/** Spec 03 section 9: the accounting popup is 800 by 600 and polled every second. */
export const ACCOUNTING_POPUP = { width: 800, height: 600, pollMs: 1000 } as const;
