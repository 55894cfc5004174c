import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_MESSAGES, ZRemoveTeamMemberResponse } from '@stonetool/contracts/team';
import { apiJson } from '../../../../lib/http/api-json';
import { invalidateTeam } from './team-request';

/** DELETE /api/showroom/salespersons?id= (spec 03 section 7); 'Failed to remove team member'. */
export async function removeTeamMember(id: string): Promise<string> {
  const body = await apiJson(
    ZRemoveTeamMemberResponse,
    `/api/showroom/salespersons?id=${encodeURIComponent(id)}`,
    {
      method: 'DELETE',
      fallback: TEAM_MESSAGES.removeFailed,
      refusal: 'fallback-and-server',
    },
  );
  return body.message;
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSettled: () => invalidateTeam(queryClient),
  });
}
