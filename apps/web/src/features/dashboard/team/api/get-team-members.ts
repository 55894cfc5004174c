import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEAM_MESSAGES, ZTeamMembersResponse, type TTeamMemberRecord } from '@stonetool/contracts/team';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/showroom/salespersons as the owner reads it (spec 03 section 7); 'Failed to load team members'. */
export async function getTeamMembers(): Promise<TTeamMemberRecord[]> {
  const body = await apiJson(ZTeamMembersResponse, '/api/showroom/salespersons', {
    fallback: TEAM_MESSAGES.loadFailed,
    refusal: 'fallback-and-server',
  });
  return body.salespersons;
}

export const teamMembersQueryOptions = queryOptions({
  queryKey: queryKeys.showroom.teamMembers,
  queryFn: getTeamMembers,
});

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions);
}
