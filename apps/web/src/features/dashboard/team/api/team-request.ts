import type { QueryClient } from '@tanstack/react-query';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { salespersonsQueryOptions } from '../../../material/api/get-salespersons';

/**
 * Sends a Team Management call. A refused call reads the spec's failure message followed by the
 * server's reason (e.g. 'Failed to create team member: This email is already used by another
 * account'); a call that never reached the server reads `networkFailure` (spec 03 section 8's
 * 'Failed to save team member' for the form).
 */
export async function sendTeamRequest(
  url: string,
  init: RequestInit,
  failure: string,
  networkFailure: string,
): Promise<unknown> {
  let response: Response;
  try {
    response = await authFetch(url, init);
  } catch {
    throw new ApiError(networkFailure, 0);
  }
  if (!response.ok) {
    const reason = await readServerError(response);
    throw new ApiError(reason ? `${failure}: ${reason}` : failure, response.status);
  }
  return response.json();
}

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
