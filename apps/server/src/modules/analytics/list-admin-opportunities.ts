import type { TAdminOpportunitiesQuery, TAdminOpportunityPage } from '@stonetool/contracts/admin-analytics';
import type { Executor } from '@stonetool/db/client';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { readOpportunityCursor } from '@stonetool/domain/analytics/opportunities';
import { inArray } from 'drizzle-orm';
import { adminOpportunityAnswer, rankOpportunities, type ShowroomOpportunity } from './find-opportunities';
import { adminScope } from './get-admin-analytics';

/** The names of the showrooms of a page, for their opportunities. */
async function showroomNames(db: Executor, opportunities: ShowroomOpportunity[]) {
  const ids = [...new Set(opportunities.map((opportunity) => opportunity.showroomId))];
  const named =
    ids.length === 0
      ? []
      : await db
          .select({ id: showrooms.id, name: showrooms.name })
          .from(showrooms)
          .where(inArray(showrooms.id, ids));
  return new Map(named.map((showroom) => [showroom.id, showroom.name]));
}

/**
 * A page of every showroom's open opportunities (or the filtered ones), most promising first,
 * after the cursor the page before gave (docs/decisions/092-opportunities-as-a-ranked-list-with-pages.md).
 */
export async function listAdminOpportunities(
  db: Executor,
  query: TAdminOpportunitiesQuery,
  now: Date,
): Promise<TAdminOpportunityPage> {
  const { page, total, nextCursor } = await rankOpportunities(
    db,
    adminScope(query),
    now,
    query.cursor === undefined ? null : readOpportunityCursor(query.cursor),
    query.limit,
  );
  const nameOf = await showroomNames(db, page);
  return {
    opportunities: page.map((opportunity) => adminOpportunityAnswer(opportunity, nameOf)),
    total,
    nextCursor,
  };
}
