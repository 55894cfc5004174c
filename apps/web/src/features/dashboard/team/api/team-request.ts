import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../../lib/query-keys';

/** After a change, the team list and Material Mode's salesperson list are read again. */
export function invalidateTeam(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.showroom.teamMembers }),
    queryClient.invalidateQueries({ queryKey: queryKeys.showroom.salespersons }),
  ]);
}
