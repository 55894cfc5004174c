import type { Executor } from '@stonetool/db/client';
import { accountingConnections, type AccountingConnectionRow } from '@stonetool/db/schema/integrations';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq, isNull } from 'drizzle-orm';
import type { SecretBox } from '../../crypto/secret-box';
import type { IntuitTokens } from './intuit-oauth';

/** Whose link: a showroom's, or the platform's (`null`). */
export type LinkOwner = string | null;

export function ownerCondition(owner: LinkOwner) {
  return owner === null
    ? isNull(accountingConnections.showroomId)
    : eq(accountingConnections.showroomId, owner);
}

/**
 * The secret-box context of a token: the field and whose link it is, so a ciphertext copied into
 * another field or another showroom's row does not open.
 */
function tokenContext(field: 'access_token' | 'refresh_token', owner: LinkOwner): string {
  return `quickbooks:${field}:${owner ?? 'platform'}`;
}

export function sealTokens(box: SecretBox, owner: LinkOwner, tokens: IntuitTokens) {
  return {
    accessTokenCiphertext: box.seal(tokens.accessToken, tokenContext('access_token', owner)),
    refreshTokenCiphertext: box.seal(tokens.refreshToken, tokenContext('refresh_token', owner)),
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
  };
}

export interface OpenedLink {
  row: AccountingConnectionRow;
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: Date;
}

/** The link's tokens in clear, for a call to Intuit; undefined when it is not connected. */
export function openLink(box: SecretBox, row: AccountingConnectionRow): OpenedLink | undefined {
  if (!row.accessTokenCiphertext || !row.refreshTokenCiphertext || !row.accessTokenExpiresAt) {
    return undefined;
  }
  return {
    row,
    accessToken: box.open(row.accessTokenCiphertext, tokenContext('access_token', row.showroomId)),
    refreshToken: box.open(row.refreshTokenCiphertext, tokenContext('refresh_token', row.showroomId)),
    accessTokenExpiresAt: row.accessTokenExpiresAt,
  };
}

export async function findConnection(
  db: Executor,
  owner: LinkOwner,
  options: { lock?: boolean } = {},
): Promise<AccountingConnectionRow | undefined> {
  const query = db.select().from(accountingConnections).where(ownerCondition(owner));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Keeps the showroom's `quickbooks_enabled` flag (spec 03 section 3) in step with its link. */
export async function markShowroomLinked(db: Executor, owner: LinkOwner, enabled: boolean): Promise<void> {
  if (owner === null) return;
  await db.update(showrooms).set({ quickbooksEnabled: enabled }).where(eq(showrooms.id, owner));
}
