import { SHOWROOM_TYPES } from '@stonetool/domain/accounts';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { showroomTypeLabel } from '../showroom-type-label';
import { showroomFormProblem, type ShowroomFormValues } from './showroom-form-values';

type TextKey =
  | 'name'
  | 'email'
  | 'phone'
  | 'address'
  | 'primaryColor'
  | 'secondaryColor'
  | 'wholesaleTaxRate'
  | 'password';

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
 * The create or edit form of a showroom account (spec 03 sections 3 and 5): every field of the
 * admin view, the wholesale tax rate editable only while wholesale tax is enabled, a temporary
 * password on create and an optional new password on edit.
 */
export function ShowroomFormDialog({ mode, initial, open, onOpenChange, onSubmit, pending }: Props) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof ShowroomFormValues>(key: K, value: ShowroomFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  /** The value and change handler of the text field that edits `key`. */
  const bind = (key: TextKey) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = showroomFormProblem(values, mode);
    setProblem(found);
    if (found) return;
    onSubmit(values).catch((error: unknown) =>
      setProblem(error instanceof Error ? error.message : String(error)),
    );
  };

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
      <form onSubmit={submit} noValidate className="space-y-4">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <TextField label="Showroom Name" requiredMark {...bind('name')} />
        <TextField label="Email" type="email" autoComplete="off" requiredMark {...bind('email')} />
        <TextField label="Phone" type="tel" {...bind('phone')} />
        <TextField label="Address" {...bind('address')} />
        <div>
          <label htmlFor="showroom-type" className="field-label">
            Account Type
          </label>
          <select
            id="showroom-type"
            className="field-input"
            value={values.showroomType}
            onChange={(event) =>
              set('showroomType', event.target.value as ShowroomFormValues['showroomType'])
            }
          >
            {SHOWROOM_TYPES.map((type) => (
              <option key={type} value={type}>
                {showroomTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="field-label">Brand Colors</legend>
          <TextField label="Primary" type="color" className="min-w-0" {...bind('primaryColor')} />
          <TextField label="Secondary" type="color" className="min-w-0" {...bind('secondaryColor')} />
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="size-5"
            checked={values.wholesaleTaxEnabled}
            onChange={(event) => set('wholesaleTaxEnabled', event.target.checked)}
          />
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
          disabled={!values.wholesaleTaxEnabled}
          {...bind('wholesaleTaxRate')}
        />
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="size-5"
            checked={values.isTest}
            onChange={(event) => set('isTest', event.target.checked)}
          />
          Test showroom (left out of analytics)
        </label>
        {mode === 'create' ? (
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="size-5"
              checked={values.welcomeEmail}
              onChange={(event) => set('welcomeEmail', event.target.checked)}
            />
            Send a welcome e-mail with a link to set the password
          </label>
        ) : null}
        <TextField
          label={mode === 'create' ? 'Temporary Password' : 'New Password'}
          type="text"
          autoComplete="off"
          requiredMark={mode === 'create' && !values.welcomeEmail}
          hint={
            mode === 'create'
              ? values.welcomeEmail
                ? 'Optional: the welcome e-mail lets the owner choose a password. If you set one, at least 8 characters.'
                : 'At least 8 characters. The showroom must change it at the first login.'
              : 'Leave blank to keep the current password. At least 8 characters.'
          }
          {...bind('password')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? 'Saving...' : mode === 'create' ? 'Create Showroom' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
