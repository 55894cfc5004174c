import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZCreateTeamMemberRequest,
  ZUpdateTeamMemberRequest,
  type TTeamMemberRecord,
} from '@stonetool/contracts/team';
import { TEAM_ROLES } from '@stonetool/domain/accounts';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { SelectField } from '../../../components/select-field';
import type { TeamMemberFormValues } from './api/save-team-member';
import { roleLabel, rolePermissionsSummary } from './team-roles';

const ZEditForm = ZUpdateTeamMemberRequest.omit({ id: true });
const ZAddForm = ZCreateTeamMemberRequest.omit({ existingMemberId: true });
type FormInput = z.input<typeof ZEditForm>;

/**
 * The add/edit form of Team Management (spec 03 sections 3 and 5), checked with the contract's
 * own schemas: name and e-mail required, a new member's password required (8 characters or
 * more), on edit a blank password keeps the current one; PIN optional, 4–6 digits; role required.
 */
export function TeamMemberForm({
  editing,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  editing: TTeamMemberRecord | null;
  saving: boolean;
  error: string | null;
  onSubmit: (values: TeamMemberFormValues) => void;
  onCancel: () => void;
}) {
  // The add schema's password is required; both schemas give the same shape of values.
  const resolver = (editing ? zodResolver(ZEditForm) : zodResolver(ZAddForm)) as Resolver<
    FormInput,
    unknown,
    z.output<typeof ZEditForm>
  >;
  const form = useForm<FormInput, unknown, z.output<typeof ZEditForm>>({
    resolver,
    defaultValues: {
      name: editing?.name ?? '',
      email: editing?.email ?? '',
      phone: editing?.phone ?? '',
      role: editing?.role ?? 'salesperson',
      password: '',
      pin: '',
    },
  });
  const errors = form.formState.errors;
  const role = useWatch({ control: form.control, name: 'role' });
  const hasLogin = editing?.auth_user_id != null;

  // The form calls this without awaiting: handleSubmit's promise never rejects here, since
  // onSubmit returns nothing and its caller shows a failure in the form.
  const submit = form.handleSubmit((values) => onSubmit({ ...values, password: values.password ?? '' }));

  const passwordHint = !editing
    ? 'At least 8 characters. The team member signs in with this e-mail and password.'
    : hasLogin
      ? 'Leave blank to keep the current password. A new password signs them out everywhere.'
      : 'This team member has no login yet. Enter a password to give them login access.';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label="Name"
        autoComplete="off"
        requiredMark
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        requiredMark
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <div>
        <SelectField
          label="Role"
          requiredMark
          options={TEAM_ROLES.map((value) => ({ value, label: roleLabel(value) }))}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <p className="mt-1 text-sm text-stone-600">
          {TEAM_ROLES.includes(role) ? rolePermissionsSummary(role) : null}
        </p>
      </div>
      <TextField
        label={editing ? 'New Password' : 'Password'}
        type="password"
        autoComplete="new-password"
        requiredMark={!editing}
        hint={passwordHint}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="PIN"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        hint={
          editing?.has_pin
            ? 'Optional quick PIN, 4-6 digits. Leave blank to keep the current PIN.'
            : 'Optional quick PIN, 4-6 digits.'
        }
        error={errors.pin?.message}
        {...form.register('pin')}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Save Changes' : 'Add Team Member'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
