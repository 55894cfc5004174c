import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateTeamMemberInput, TTeamMemberRecord } from '@stonetool/contracts/team';
import { createTeamMember } from './create-team-member';
import { invalidateTeam } from './team-request';
import { updateTeamMember } from './update-team-member';

/** The form's values: a blank password or PIN on edit keeps the current one. */
export type TeamMemberFormValues = Omit<TCreateTeamMemberInput, 'existingMemberId'>;

/**
 * Saves the add/edit form the way spec 03 section 4 says: a new member is created with a login;
 * an edited member without a login who is given a password gets one (create-team-member with
 * existingMemberId); any other edit is a PUT. Resolves with the spec's success message.
 */
export async function saveTeamMember(
  values: TeamMemberFormValues,
  editing: TTeamMemberRecord | null,
): Promise<string> {
  if (!editing) return (await createTeamMember(values)).message;
  if (!editing.auth_user_id && values.password) {
    return (await createTeamMember({ ...values, existingMemberId: editing.id })).message;
  }
  return (await updateTeamMember({ ...values, id: editing.id })).message;
}

export function useSaveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, editing }: { values: TeamMemberFormValues; editing: TTeamMemberRecord | null }) =>
      saveTeamMember(values, editing),
    onSettled: () => invalidateTeam(queryClient),
  });
}
