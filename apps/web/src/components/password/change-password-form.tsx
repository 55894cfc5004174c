import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../alert';
import { TextField } from '../text-field';
import { useChangePassword } from '../../lib/change-password';
import { NewPasswordFields } from './new-password-fields';
import { ZChangePasswordForm, type TChangePasswordForm } from '../../lib/password-rules';

type Result = { tone: 'error' | 'success'; text: string } | null;

/**
 * Change Password (spec 01 section 5, spec 03 Settings): all three fields required, the button
 * disabled until they are filled; the earlier product's alerts are inline messages here.
 * `onChanged` runs after a successful change (the forced change of a temporary password moves on).
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const mutation = useChangePassword();
  const [result, setResult] = useState<Result>(null);
  const [current, next, confirm] = useWatch({
    control: form.control,
    name: ['currentPassword', 'newPassword', 'confirmPassword'],
  });

  // The form calls this without awaiting: handleSubmit's promise never rejects here, since the
  // mutation reports a failure through its own state.
  const onSubmit = form.handleSubmit(
    (values) => {
      setResult(null);
      mutation.mutate(
        { current_password: values.currentPassword, new_password: values.newPassword },
        {
          onSuccess: () => {
            form.reset();
            setResult({ tone: 'success', text: 'Password updated successfully!' });
            onChanged?.();
          },
          onError: (error) => setResult({ tone: 'error', text: error.message }),
        },
      );
    },
    (errors) => {
      const problem = errors.newPassword?.message ?? errors.currentPassword?.message;
      if (problem) setResult({ tone: 'error', text: problem });
    },
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        requiredMark
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        newPassword={form.register('newPassword')}
        confirmPassword={form.register('confirmPassword')}
      />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!current || !next || !confirm || mutation.isPending}
      >
        {mutation.isPending ? 'Updating...' : 'Update Password'}
      </button>
    </form>
  );
}
