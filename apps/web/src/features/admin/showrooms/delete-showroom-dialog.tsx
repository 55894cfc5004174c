import type { TAdminShowroom } from '@stonetool/contracts/admin';
import { ZDeleteShowroomRequest } from '@stonetool/contracts/admin-showroom-accounts';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { csvText } from '@stonetool/domain/csv-text';
import { downloadCsv } from '../../../lib/csv-file';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { showroomTypeLabel } from '../showroom-type-label';
import { useDeleteShowroom } from './api/delete-showroom';

/** The showroom's account record as one CSV row, offered before the deletion. */
function exportAccount(showroom: TAdminShowroom) {
  const columns = [
    'id',
    'name',
    'email',
    'phone',
    'address',
    'account type',
    'primary color',
    'secondary color',
    'wholesale tax enabled',
    'wholesale tax rate',
    'test showroom',
    'stones',
    'created',
  ];
  const row = [
    showroom.id,
    showroom.name,
    showroom.email,
    showroom.phone,
    showroom.address,
    showroomTypeLabel(showroom.showroom_type),
    showroom.brand_colors.primary,
    showroom.brand_colors.secondary,
    showroom.wholesale_tax_enabled ? 'yes' : 'no',
    showroom.wholesale_tax_rate,
    showroom.is_test ? 'yes' : 'no',
    showroom.stones_count,
    showroom.created_at,
  ];
  const slug =
    showroom.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'showroom';
  downloadCsv(`showroom-${slug}.csv`, csvText(columns, [row]));
}

type ConfirmField = { confirm_name: string };

/**
 * Deleting a showroom needs a strong confirmation (spec 03 section 5): its name typed again, and
 * Delete Showroom stays disabled until it matches. The request is checked by its contract before
 * it is sent; what it refuses (an id that is not a showroom's) shows as the dialog's alert, as the
 * server's refusal does. What deletion keeps is said before it happens
 * (docs/decisions/058-showroom-accounts.md, "Showroom accounts").
 */
export function DeleteShowroomDialog({
  showroom,
  onClose,
  onDeleted,
}: {
  showroom: TAdminShowroom | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const mutation = useDeleteShowroom();
  const request = ({ confirm_name }: ConfirmField) => ({ id: showroom?.id ?? '', confirm_name });
  const form = useForm<ConfirmField>({
    resolver: contractResolver(ZDeleteShowroomRequest, request, { fieldOf: { id: 'root' } }),
    defaultValues: { confirm_name: '' },
  });
  const typed = useWatch({ control: form.control, name: 'confirm_name' });
  const matches = showroom !== null && typed.trim() === showroom.name.trim();
  const error = form.formState.errors.root?.message ?? mutation.error?.message;

  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };

  // Not awaited: the mutation reports a failure through its own state, so the promise never rejects.
  const submit = form.handleSubmit((values) => {
    if (!matches) return;
    mutation.mutate(request(values), {
      onSuccess: (response) => {
        form.reset();
        onDeleted(response.message);
      },
    });
  });

  return (
    <Modal
      open={showroom !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={showroom ? `Delete ${showroom.name}?` : 'Delete showroom?'}
      description="Its owner and team are signed out and can no longer sign in, and it leaves every list. Its orders and payments are kept for accounting."
    >
      {showroom ? (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div>
            <p className="text-sm text-stone-700">Keep a copy of the account first:</p>
            <button type="button" className="btn btn-secondary mt-2" onClick={() => exportAccount(showroom)}>
              Export Account (CSV)
            </button>
          </div>
          <TextField
            label={`Type ${showroom.name} to confirm`}
            autoComplete="off"
            {...form.register('confirm_name')}
            error={form.formState.errors.confirm_name?.message}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-secondary" onClick={close}>
              Cancel
            </button>
            <button
              type="submit"
              className="btn bg-red-700 text-white hover:bg-red-800"
              disabled={!matches || mutation.isPending}
            >
              {mutation.isPending ? 'Deleting...' : 'Delete Showroom'}
            </button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
