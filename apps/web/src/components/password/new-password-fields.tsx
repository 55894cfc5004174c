import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../text-field';

/** The New Password and Confirm New Password pair shared by Change Password and the recovery link. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
}: {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
}) {
  return (
    <>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        requiredMark
        hint="At least 8 characters."
        {...newPassword}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        requiredMark
        {...confirmPassword}
      />
    </>
  );
}
