import {
  TEAM_MESSAGES,
  ZSaveTeamMemberResponse,
  type TCreateTeamMemberRequest,
  type TSaveTeamMemberResponse,
} from '@stonetool/contracts/team';
import { apiJson } from '../../../../lib/http/api-json';

/**
 * POST /api/auth/create-team-member (spec 03 section 7): a new member with a login, or with
 * `existingMemberId` a login for a member who has none ('Failed to create login for team member').
 */
export async function createTeamMember(body: TCreateTeamMemberRequest): Promise<TSaveTeamMemberResponse> {
  return apiJson(ZSaveTeamMemberResponse, '/api/auth/create-team-member', {
    method: 'POST',
    json: body,
    fallback: body.existingMemberId ? TEAM_MESSAGES.createLoginFailed : TEAM_MESSAGES.createFailed,
    refusal: 'fallback-and-server',
    network: TEAM_MESSAGES.saveFailed,
  });
}
