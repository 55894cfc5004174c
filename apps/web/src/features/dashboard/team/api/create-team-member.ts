import {
  TEAM_MESSAGES,
  ZSaveTeamMemberResponse,
  type TCreateTeamMemberRequest,
  type TSaveTeamMemberResponse,
} from '@stonetool/contracts/team';
import { sendTeamRequest } from './team-request';

/**
 * POST /api/auth/create-team-member (spec 03 section 7): a new member with a login, or with
 * `existingMemberId` a login for a member who has none ('Failed to create login for team member').
 */
export async function createTeamMember(body: TCreateTeamMemberRequest): Promise<TSaveTeamMemberResponse> {
  const response = await sendTeamRequest(
    '/api/auth/create-team-member',
    { method: 'POST', body: JSON.stringify(body) },
    body.existingMemberId ? TEAM_MESSAGES.createLoginFailed : TEAM_MESSAGES.createFailed,
    TEAM_MESSAGES.saveFailed,
  );
  return ZSaveTeamMemberResponse.parse(response);
}
