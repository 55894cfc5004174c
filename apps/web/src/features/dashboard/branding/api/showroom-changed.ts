import type { TShowroomSummary } from '@stonetool/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';
import { storeShowroom } from '../../../../lib/session';
import { notifySessionChanged } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * After a branding change: the stored showroom (which the Material Mode and Expert Mode headers
 * draw) takes the saved values at once, and the current-user query that keeps it in step with
 * the server is invalidated, so every screen reads the new logo and name.
 */
export function showroomChanged(queryClient: QueryClient, showroom: TShowroomSummary): Promise<void> {
  storeShowroom(window.localStorage, showroom);
  notifySessionChanged();
  return queryClient.invalidateQueries({ queryKey: queryKeys.currentUser.all });
}
