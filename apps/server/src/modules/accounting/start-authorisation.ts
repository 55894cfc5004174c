import { createHash, randomBytes } from 'node:crypto';
import { accountingAuthorisations } from '@stonetool/db/schema/integrations';
import { lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import type { LinkOwner } from './accounting-connection';
import { intuitOAuth } from './intuit-oauth';

/** How long a person has to finish Intuit's authorisation page once the popup opened. */
export const AUTHORISATION_TTL_SECONDS = 10 * 60;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export interface StartedAuthorisation {
  authUrl: string;
  /** Goes to the asking browser as an HttpOnly cookie; the callback must bring it back. */
  binding: string;
}

/**
 * GET /api/quickbooks/connect-simple and /api/quickbooks/admin/connect: the address of Intuit's
 * authorisation page. Its `state` (256 random bits) is stored only as a hash, bound to the caller's
 * session, the link's owner and a browser cookie, single use and valid for ten minutes, so a link
 * started by one person cannot be completed into another's showroom (login CSRF on the callback).
 */
export async function startAuthorisation(
  ctx: AppContext,
  principal: Principal,
  owner: LinkOwner,
): Promise<StartedAuthorisation> {
  const oauth = intuitOAuth(ctx.env);
  const state = randomBytes(32).toString('base64url');
  const binding = randomBytes(32).toString('base64url');
  const authUrl = oauth.authorisationUrl(state);
  const now = ctx.clock.now();
  await ctx.db.delete(accountingAuthorisations).where(lt(accountingAuthorisations.expiresAt, now));
  await ctx.db.insert(accountingAuthorisations).values({
    stateHash: sha256(state),
    bindingHash: sha256(binding),
    showroomId: owner,
    userId: principal.userId,
    sessionId: principal.sessionId,
    expiresAt: new Date(now.getTime() + AUTHORISATION_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return { authUrl, binding };
}
