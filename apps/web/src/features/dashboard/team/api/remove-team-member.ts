import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_MESSAGES, ZRemoveTeamMemberResponse } from '@stonetool/contracts/team';
import { invalidateTeam, sendTeamRequest } from './team-request';

/** DELETE /api/showroom/salespersons?id= (spec 03 section 7); 'Failed to remove team member'. */
export async function removeTeamMember(id: string): Promise<string> {
  const body = await sendTeamRequest(
    `/api/showroom/salespersons?id=${encodeURIComponent(id)}`,
    { method: 'DELETE' },
    TEAM_MESSAGES.removeFailed,
    TEAM_MESSAGES.removeFailed,
  );
  return ZRemoveTeamMemberResponse.parse(body).message;
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSettled: () => invalidateTeam(queryClient),
  });
}
