import {
  TEAM_MESSAGES,
  ZSaveTeamMemberResponse,
  type TSaveTeamMemberResponse,
  type TUpdateTeamMemberRequest,
} from '@stonetool/contracts/team';
import { sendTeamRequest } from './team-request';

/** PUT /api/showroom/salespersons (spec 03 section 7); 'Failed to update team member'. */
export async function updateTeamMember(body: TUpdateTeamMemberRequest): Promise<TSaveTeamMemberResponse> {
  const response = await sendTeamRequest(
    '/api/showroom/salespersons',
    { method: 'PUT', body: JSON.stringify(body) },
    TEAM_MESSAGES.updateFailed,
    TEAM_MESSAGES.saveFailed,
  );
  return ZSaveTeamMemberResponse.parse(response);
}
