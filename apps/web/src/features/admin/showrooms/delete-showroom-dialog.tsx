import type { TAdminShowroom } from '@stonetool/contracts/admin';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { csvText } from '@stonetool/domain/csv-text';
import { downloadCsv } from '../../../lib/csv-file';
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

/**
 * Deleting a showroom needs a strong confirmation (spec 03 section 5): its name typed again. What
 * deletion keeps is said before it happens (docs/decisions/058-showroom-accounts.md, "Showroom accounts").
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
  const [typed, setTyped] = useState('');
  const mutation = useDeleteShowroom();
  const matches = showroom !== null && typed.trim() === showroom.name.trim();

  const close = () => {
    setTyped('');
    mutation.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!showroom || !matches) return;
    mutation.mutate(
      { id: showroom.id, confirm_name: typed },
      {
        onSuccess: (response) => {
          setTyped('');
          onDeleted(response.message);
        },
      },
    );
  };

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
        <form onSubmit={submit} noValidate className="space-y-4">
          {mutation.error ? <Alert tone="error">{mutation.error.message}</Alert> : null}
          <div>
            <p className="text-sm text-stone-700">Keep a copy of the account first:</p>
            <button type="button" className="btn btn-secondary mt-2" onClick={() => exportAccount(showroom)}>
              Export Account (CSV)
            </button>
          </div>
          <TextField
            label={`Type ${showroom.name} to confirm`}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
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
