import type { Executor } from '@stonetool/db/client';
import { quoteLinks } from '@stonetool/db/schema/quote-links';
import { generateOpaqueToken, hashToken } from '../auth/tokens';
import { quoteLinkUrl } from './find-quote-link';

/**
 * A new link to the client's page of a quote: 256 random bits (base64url), of which only the
 * SHA-256 is stored, so the address made here is the only place the link appears. `store` writes
 * it, in the caller's transaction.
 */
export function newQuoteLink(
  publicUrl: string,
  quote: { id: string; showroomId: string },
  createdByUserId: string,
  now: Date,
): { token: string; url: string; store: (tx: Executor) => Promise<void> } {
  const token = generateOpaqueToken();
  return {
    token,
    url: quoteLinkUrl(publicUrl, token),
    store: async (tx) => {
      await tx.insert(quoteLinks).values({
        showroomId: quote.showroomId,
        quoteId: quote.id,
        tokenHash: hashToken(token),
        createdByUserId,
        createdAt: now,
      });
    },
  };
}
