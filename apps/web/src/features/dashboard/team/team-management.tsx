import { TEAM_MESSAGES, type TTeamMemberRecord } from '@stonetool/contracts/team';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/alert';
import { ConfirmButtons } from '../../../components/back-office/confirm-buttons';
import { EditDeleteButtons } from '../../../components/data-table';
import { Modal } from '../../../components/modal';
import { useTeamMembers } from './api/get-team-members';
import { useRemoveTeamMember } from './api/remove-team-member';
import { useSaveTeamMember, type TeamMemberFormValues } from './api/save-team-member';
import { TeamMemberForm } from './team-member-form';
import { roleLabel } from './team-roles';

/** Spec 03 section 9: status messages clear after 3 seconds. */
const STATUS_CLEARS_AFTER_MS = 3_000;

type Status = { tone: 'success' | 'error'; text: string } | null;

/**
 * Team Management (spec 03 section 2 item 6): the showroom's active team with each member's
 * role, contact details, login and PIN status and what their role allows; an add/edit form;
 * removal after 'Are you sure you want to remove this team member?'. Removed members stay in the
 * server's records (their past sales keep their name) but are not listed here.
 */
export function TeamManagement() {
  const team = useTeamMembers();
  const save = useSaveTeamMember();
  const remove = useRemoveTeamMember();
  const [form, setForm] = useState<{ editing: TTeamMemberRecord | null } | null>(null);
  const [removing, setRemoving] = useState<TTeamMemberRecord | null>(null);
  const [status, setStatus] = useState<Status>(null);

  useEffect(() => {
    if (status?.tone !== 'success') return undefined;
    const timer = window.setTimeout(() => setStatus(null), STATUS_CLEARS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const members = (team.data ?? []).filter((member) => member.is_active);

  const openForm = (editing: TTeamMemberRecord | null) => {
    save.reset();
    setForm({ editing });
  };

  const submit = (values: TeamMemberFormValues) => {
    save.mutate(
      { values, editing: form?.editing ?? null },
      {
        onSuccess: (message) => {
          setForm(null);
          setStatus({ tone: 'success', text: message });
        },
      },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (message) => setStatus({ tone: 'success', text: message }),
      onError: (error) => setStatus({ tone: 'error', text: error.message }),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <section className="card lg:col-span-2" aria-labelledby="team-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="team-heading" className="text-lg font-semibold text-stone-900">
          Team Management
        </h3>
        <button type="button" className="btn btn-primary" onClick={() => openForm(null)}>
          Add Team Member
        </button>
      </div>
      <p className="mt-2 text-sm text-stone-700">
        Team members sign in with their e-mail and password and work in Material Mode under their own name.
        Their role sets the largest discount they may give and whether they see costs.
      </p>
      <div className="mt-4 space-y-4">
        {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}
        {team.isPending ? <p className="text-stone-700">Loading team members...</p> : null}
        {team.isError ? <Alert tone="error">{TEAM_MESSAGES.loadFailed}</Alert> : null}
        {team.isSuccess && members.length === 0 ? (
          <p className="text-stone-700">
            No team members yet. Add your first team member to give them login access.
          </p>
        ) : null}
        {members.length > 0 ? (
          <ul
            aria-label="Team members"
            className="divide-y divide-stone-200 rounded-lg border border-stone-200"
          >
            {members.map((member) => (
              <TeamMemberRow
                key={member.id}
                member={member}
                onEdit={() => openForm(member)}
                onRemove={() => setRemoving(member)}
              />
            ))}
          </ul>
        ) : null}
      </div>

      <Modal
        open={form !== null}
        onOpenChange={(open) => {
          if (!open) setForm(null);
        }}
        title={form?.editing ? 'Edit Team Member' : 'Add Team Member'}
      >
        {form ? (
          <TeamMemberForm
            key={form.editing?.id ?? 'new'}
            editing={form.editing}
            saving={save.isPending}
            error={save.error?.message ?? null}
            onSubmit={submit}
            onCancel={() => setForm(null)}
          />
        ) : null}
      </Modal>

      <Modal
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove Team Member"
        description={TEAM_MESSAGES.removeConfirm}
      >
        <p className="text-sm text-stone-700">
          {removing?.name} will be signed out at once and can no longer sign in. Orders and consultations they
          handled keep their name.
        </p>
        <ConfirmButtons
          label="Remove"
          busyLabel="Removing..."
          busy={remove.isPending}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        />
      </Modal>
    </section>
  );
}

function TeamMemberRow({
  member,
  onEdit,
  onRemove,
}: {
  member: TTeamMemberRecord;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { permissions } = member;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-stone-900">
          {member.name} <span className="font-normal text-stone-700">· {roleLabel(member.role)}</span>
        </p>
        {member.email ? <p className="text-sm break-all text-stone-700">{member.email}</p> : null}
        {member.phone ? <p className="text-sm text-stone-700">{member.phone}</p> : null}
        <p className="text-sm text-stone-700">
          {member.auth_user_id ? 'Login access' : 'No login'}
          {member.has_pin ? ' · PIN set' : ''} · Discounts up to {permissions.maxDiscountPercent}%{' · '}
          {permissions.canSeeShowroomCosts ? 'Sees showroom costs' : 'Sees no costs'}
        </p>
      </div>
      <EditDeleteButtons name={member.name} deleteLabel="Remove" onEdit={onEdit} onDelete={onRemove} />
    </li>
  );
}
