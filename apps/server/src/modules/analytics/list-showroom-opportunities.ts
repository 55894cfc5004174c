import type { TOpportunityPage, TShowroomOpportunitiesQuery } from '@stonetool/contracts/analytics';
import type { Executor } from '@stonetool/db/client';
import { readOpportunityCursor } from '@stonetool/domain/analytics/opportunities';
import type { Principal } from '../auth/principal';
import { opportunityAnswer, rankOpportunities } from './find-opportunities';
import { showroomScope } from './get-showroom-analytics';

/**
 * A page of the caller's showroom's open opportunities, most promising first, after the cursor
 * the page before gave (docs/decisions/092-opportunities-as-a-ranked-list-with-pages.md).
 */
export async function listShowroomOpportunities(
  db: Executor,
  principal: Principal,
  showroomId: string,
  query: TShowroomOpportunitiesQuery,
  now: Date,
): Promise<TOpportunityPage> {
  const { page, total, nextCursor } = await rankOpportunities(
    db,
    showroomScope(principal, showroomId, query),
    now,
    query.cursor === undefined ? null : readOpportunityCursor(query.cursor),
    query.limit,
  );
  return { opportunities: page.map(opportunityAnswer), total, nextCursor };
}
