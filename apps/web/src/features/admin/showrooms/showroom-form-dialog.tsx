import { SHOWROOM_TYPES } from '@stonetool/domain/accounts';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { Modal, ModalFormButtons } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { contractField, contractResolver } from '../../../lib/forms/contract-resolver';
import { showroomTypeLabel } from '../showroom-type-label';
import {
  SHOWROOM_FIELD_OF,
  showroomFormContract,
  showroomRequest,
  type ShowroomFormValues,
} from './showroom-form-values';

type Props = {
  mode: 'create' | 'edit';
  initial: ShowroomFormValues;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the form; a rejection's message is shown in the dialog (the server's error text). */
  onSubmit: (values: ShowroomFormValues) => Promise<void>;
  pending: boolean;
};

/**
 * The create or edit form of a showroom account (spec 03 sections 3 and 5), checked by the
 * create or edit request's contract: every field of the admin view, the wholesale tax rate
 * editable only while wholesale tax is enabled, a temporary password on create and an optional
 * new password on edit.
 */
export function ShowroomFormDialog({ mode, initial, open, onOpenChange, onSubmit, pending }: Props) {
  const form = useForm<ShowroomFormValues>({
    resolver:
      mode === 'create'
        ? contractResolver(showroomFormContract.create, (values) => showroomRequest(values, 'create'), {
            fieldOf: SHOWROOM_FIELD_OF,
          })
        : contractResolver(showroomFormContract.edit, (values) => showroomRequest(values, 'edit'), {
            fieldOf: SHOWROOM_FIELD_OF,
          }),
    defaultValues: initial,
  });
  const errors = form.formState.errors;
  const field = contractField(form);
  const [wholesaleTaxEnabled, welcomeEmail] = useWatch({
    control: form.control,
    name: ['wholesaleTaxEnabled', 'welcomeEmail'],
  });

  // Not awaited: a refusal is caught here and shown on the form, so the promise never rejects.
  const submit = form.handleSubmit((values) =>
    onSubmit(values).catch((error: unknown) =>
      form.setError('root', { message: error instanceof Error ? error.message : String(error) }),
    ),
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'create' ? 'Create Showroom Account' : `Edit ${initial.name}`}
      description={
        mode === 'create'
          ? 'The showroom signs in with this e-mail and the temporary password, and must change the password at the first login.'
          : 'A new e-mail also changes the login. A new password signs the showroom out everywhere and must be changed at its next login.'
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {errors.root ? <Alert tone="error">{errors.root.message}</Alert> : null}
        <TextField label="Showroom Name" requiredMark {...field('name')} />
        <TextField label="Email" type="email" autoComplete="off" requiredMark {...field('email')} />
        <TextField label="Phone" type="tel" {...field('phone')} />
        <TextField label="Address" {...field('address')} />
        <SelectField
          label="Account Type"
          options={SHOWROOM_TYPES.map((type) => ({ value: type, label: showroomTypeLabel(type) }))}
          {...field('showroomType')}
        />
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="field-label">Brand Colors</legend>
          <TextField label="Primary" type="color" className="min-w-0" {...field('primaryColor')} />
          <TextField
            label="Secondary"
            type="color"
            className="min-w-0"
            {...form.register('secondaryColor')}
          />
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="size-5" {...form.register('wholesaleTaxEnabled')} />
          Wholesale tax enabled
        </label>
        <TextField
          label="Wholesale Tax Rate (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={25}
          step={0.01}
          hint="0 to 25."
          disabled={!wholesaleTaxEnabled}
          {...field('wholesaleTaxRate')}
        />
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="size-5" {...form.register('isTest')} />
          Test showroom (left out of analytics)
        </label>
        {mode === 'create' ? (
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" className="size-5" {...form.register('welcomeEmail')} />
            Send a welcome e-mail with a link to set the password
          </label>
        ) : null}
        <TextField
          label={mode === 'create' ? 'Temporary Password' : 'New Password'}
          type="text"
          autoComplete="off"
          requiredMark={mode === 'create' && !welcomeEmail}
          hint={
            mode === 'create'
              ? welcomeEmail
                ? 'Optional: the welcome e-mail lets the owner choose a password. If you set one, at least 8 characters.'
                : 'At least 8 characters. The showroom must change it at the first login.'
              : 'Leave blank to keep the current password. At least 8 characters.'
          }
          {...field('password')}
        />
        <ModalFormButtons
          submitLabel={mode === 'create' ? 'Create Showroom' : 'Save Changes'}
          busyLabel="Saving..."
          busy={pending}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Modal>
  );
}
