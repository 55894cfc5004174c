import {
  TEAM_MESSAGES,
  ZSaveTeamMemberResponse,
  type TSaveTeamMemberResponse,
  type TUpdateTeamMemberRequest,
} from '@stonetool/contracts/team';
import { apiJson } from '../../../../lib/http/api-json';

/** PUT /api/showroom/salespersons (spec 03 section 7); 'Failed to update team member'. */
export async function updateTeamMember(body: TUpdateTeamMemberRequest): Promise<TSaveTeamMemberResponse> {
  return apiJson(ZSaveTeamMemberResponse, '/api/showroom/salespersons', {
    method: 'PUT',
    json: body,
    fallback: TEAM_MESSAGES.updateFailed,
    refusal: 'fallback-and-server',
    network: TEAM_MESSAGES.saveFailed,
  });
}
