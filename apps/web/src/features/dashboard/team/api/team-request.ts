import type { QueryClient } from '@tanstack/react-query';
import { salespersonsQueryOptions } from '../../../material/api/get-salespersons';

/**
 * The owner's team list; Material Mode's salesperson list reads the same call in another shape,
 * so it has a key of its own.
 */
export const teamMembersQueryKey = ['showroom', 'team-members'] as const;

/** After a change, the team list and Material Mode's salesperson list are read again. */
export function invalidateTeam(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamMembersQueryKey }),
    queryClient.invalidateQueries({ queryKey: salespersonsQueryOptions.queryKey }),
  ]);
}
