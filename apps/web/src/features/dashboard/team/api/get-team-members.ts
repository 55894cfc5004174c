import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEAM_MESSAGES, ZTeamMembersResponse, type TTeamMemberRecord } from '@stonetool/contracts/team';
import { sendTeamRequest, teamMembersQueryKey } from './team-request';

/** GET /api/showroom/salespersons as the owner reads it (spec 03 section 7); 'Failed to load team members'. */
export async function getTeamMembers(): Promise<TTeamMemberRecord[]> {
  const body = await sendTeamRequest(
    '/api/showroom/salespersons',
    { method: 'GET' },
    TEAM_MESSAGES.loadFailed,
    TEAM_MESSAGES.loadFailed,
  );
  return ZTeamMembersResponse.parse(body).salespersons;
}

export const teamMembersQueryOptions = queryOptions({
  queryKey: teamMembersQueryKey,
  queryFn: getTeamMembers,
});

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions);
}
