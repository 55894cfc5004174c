import * as oauth from 'openid-client';
import type { Env } from '../../env';
import { AppError } from '../../errors/app-error';

/** The one scope the link asks for: QuickBooks Online accounting data (customers, invoices). */
const ACCOUNTING_SCOPE = 'com.intuit.quickbooks.accounting';

export interface IntuitTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: Date;
  refreshTokenExpiresAt: Date | null;
}

/** Intuit refused a refresh (`invalid_grant`): the grant was revoked or the refresh token expired. */
export class RefreshRefusedError extends Error {}

export const NOT_CONFIGURED = 'QuickBooks is not configured on this server';

/**
 * Intuit's OAuth 2 authorisation-code flow through openid-client (docs/decisions/062-accounting-link-quickbooks-online.md, "QuickBooks
 * OAuth client"): every endpoint comes from configuration, the client authenticates with HTTP
 * Basic as Intuit requires, and plain-http endpoints are accepted only outside production (the
 * local fake in tests).
 */
export function intuitOAuth(env: Env) {
  const settings = env.intuit;
  let configuration: oauth.Configuration | undefined;

  function config(): oauth.Configuration {
    if (!settings.client) throw new AppError('CONFLICT', NOT_CONFIGURED);
    if (!configuration) {
      configuration = new oauth.Configuration(
        {
          issuer: new URL(settings.authorizationUrl).origin,
          authorization_endpoint: settings.authorizationUrl,
          token_endpoint: settings.tokenUrl,
          revocation_endpoint: settings.revocationUrl,
        },
        settings.client.id,
        undefined,
        oauth.ClientSecretBasic(settings.client.secret),
      );
      if (!env.isProduction) oauth.allowInsecureRequests(configuration);
    }
    return configuration;
  }

  function tokensOf(answer: oauth.TokenEndpointResponse, now: Date): IntuitTokens {
    if (!answer.refresh_token) throw new Error('Intuit answered no refresh token');
    const refreshSeconds = answer.x_refresh_token_expires_in;
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      accessTokenExpiresAt: new Date(now.getTime() + (answer.expires_in ?? 3600) * 1000),
      refreshTokenExpiresAt:
        typeof refreshSeconds === 'number' ? new Date(now.getTime() + refreshSeconds * 1000) : null,
    };
  }

  return {
    authorisationUrl(state: string): string {
      return oauth
        .buildAuthorizationUrl(config(), {
          redirect_uri: settings.redirectUri,
          scope: ACCOUNTING_SCOPE,
          state,
        })
        .toString();
    },
    /** Exchanges the code of Intuit's redirect (its full query) for tokens, checking `state`. */
    async exchangeCode(
      callbackQuery: URLSearchParams,
      expectedState: string,
      now: Date,
    ): Promise<IntuitTokens> {
      const callback = new URL(settings.redirectUri);
      callback.search = callbackQuery.toString();
      const answer = await oauth.authorizationCodeGrant(config(), callback, { expectedState });
      return tokensOf(answer, now);
    },
    async refresh(refreshToken: string, now: Date): Promise<IntuitTokens> {
      try {
        return tokensOf(await oauth.refreshTokenGrant(config(), refreshToken), now);
      } catch (error) {
        if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant') {
          throw new RefreshRefusedError('QuickBooks refused to renew the connection');
        }
        throw error;
      }
    },
    async revoke(token: string): Promise<void> {
      await oauth.tokenRevocation(config(), token);
    },
  };
}

export type IntuitOAuth = ReturnType<typeof intuitOAuth>;
